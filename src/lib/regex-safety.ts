// A structural check that a regular expression cannot backtrack over unbounded input (DESIGN D15: "no backtracking
// pattern over unbounded input"), for the tests of every reader of pasted or imported text. Test-only: the app never
// imports it. It is deliberately stricter than necessary: a pattern it refuses is rewritten as a character scan.
import ts from 'typescript';

/**
 * Null when the pattern is linear by its shape, else why not. Per top-level alternative: anchored (`^`, no `m` flag),
 * at most one unbounded quantifier (`*`, `+`, `{n,}`); not anchored, at most one and only as the very last thing (a
 * run tried at every start and followed by more pattern is the quadratic case). Anywhere: no quantified group that
 * holds an unbounded quantifier (nested quantifiers are exponential).
 */
export function regexRisk(source: string, flags: string): string | null {
  const alternatives: { text: string; unbounded: number; lastIsUnbounded: boolean }[] = [];
  let current = { text: '', unbounded: 0, lastIsUnbounded: false };
  // For each open group: whether it holds an unbounded quantifier.
  const groups: boolean[] = [];
  let i = 0;
  const quantifierAt = (k: number): { unbounded: boolean; length: number } | null => {
    const c = source[k];
    if (c === '*' || c === '+') return { unbounded: true, length: source[k + 1] === '?' ? 2 : 1 };
    if (c === '?') return { unbounded: false, length: source[k + 1] === '?' ? 2 : 1 };
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(k, k + 24));
      if (m) return { unbounded: m[2] !== undefined && m[3] === '', length: m[0].length };
    }
    return null;
  };
  while (i < source.length) {
    const c = source[i] as string;
    let atomEnd = i + 1;
    let closedGroupHeldUnbounded = false;
    if (c === '\\') atomEnd = i + 2;
    else if (c === '[') {
      let k = i + 1;
      if (source[k] === '^') k += 1;
      if (source[k] === ']') k += 1;
      while (k < source.length && source[k] !== ']') k += source[k] === '\\' ? 2 : 1;
      atomEnd = k + 1;
    } else if (c === '(') {
      groups.push(false);
      i += 1;
      if (source[i] === '?') i += source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!' ? source.indexOf('>', i) + 1 - i : 2;
      continue;
    } else if (c === ')') {
      closedGroupHeldUnbounded = groups.pop() ?? false;
    } else if (c === '|' && groups.length === 0) {
      alternatives.push(current);
      current = { text: '', unbounded: 0, lastIsUnbounded: false };
      i += 1;
      continue;
    }
    const q = quantifierAt(atomEnd);
    if (q && closedGroupHeldUnbounded && (q.unbounded || source[atomEnd] === '{')) return 'a quantified group holds an unbounded quantifier';
    current.text += source.slice(i, atomEnd + (q?.length ?? 0));
    if (q?.unbounded || closedGroupHeldUnbounded) {
      current.unbounded += q?.unbounded ? 1 : 0;
      if (groups.length > 0) groups[groups.length - 1] = true;
    }
    if (q?.unbounded && groups.length > 0) groups[groups.length - 1] = true;
    current.lastIsUnbounded = groups.length === 0 && Boolean(q?.unbounded) && atomEnd + q!.length >= source.length;
    if (groups.length === 0 && q?.unbounded && source[atomEnd + q.length] === '|') current.lastIsUnbounded = true;
    i = atomEnd + (q?.length ?? 0);
  }
  alternatives.push(current);
  for (const alt of alternatives) {
    const anchored = alt.text.startsWith('^') && !flags.includes('m');
    if (anchored && alt.unbounded > 1) return `an anchored alternative has ${alt.unbounded} unbounded quantifiers`;
    if (!anchored && alt.unbounded > 1) return 'an unanchored alternative has several unbounded quantifiers';
    if (!anchored && alt.unbounded === 1 && !alt.lastIsUnbounded) return 'an unanchored unbounded quantifier is followed by more pattern';
  }
  return null;
}

/** Every regular-expression literal in a TypeScript source, as written (`/…/flags`). */
export function regexLiteralsOf(code: string): { source: string; flags: string }[] {
  const file = ts.createSourceFile('module.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: { source: string; flags: string }[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = (node as ts.RegularExpressionLiteral).text;
      const end = text.lastIndexOf('/');
      out.push({ source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
