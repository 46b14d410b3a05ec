// Paths that cost far more than the body they run on (issue 34): the unit test walks each on a body shaped like the 2 MB
// listing and the benchmark times each on the listing itself. Unions multiply what every segment emits, `..` multiplies
// it by the depth, so the cost is in nodes produced, not nodes visited: each must stop at the path budget.

const union = (selector: string, n: number) => `[${Array.from({ length: n }, () => selector).join(',')}]`;

export const HOSTILE_PATHS: readonly string[] = [
  // Unions of wildcards in 2–4 segments: each segment multiplies the one before.
  `$..${union('*', 3)}${union('*', 3)}`,
  `$${union('*', 3)}${union('*', 3)}${union('*', 3)}`,
  `$.*${union('*', 3)}${union('*', 3)}${union('*', 3)}`,
  `$..*${union('*', 3)}${union('*', 3)}${union('*', 3)}`,
  // Descendant + union: the finding's two-segment query (3.6 billion matches on the 2 MB listing) and its kin.
  `$..${union('*', 2)}..${union('*', 2)}`,
  `$..${union('*', 3)}..${union('*', 3)}..${union('*', 3)}`,
  `$..${union('*', 60)}..${union('*', 60)}`,
  // Slices with step 1 over the 5,000-element arrays, unioned, then walked again.
  `$..${union('0:5000:1', 4)}..${union(':', 4)}`,
  `$.item.*${union('::-1', 4)}${union('*', 4)}`,
  // Deep descendant chains: each `..` starts a walk from every node the last one produced.
  '$..*..*..*',
  '$..*..*..*..*..*..*..*..*',
  '$..[*]..[*]..[*]..[*]..[0]',
  // As many wildcards as a query may hold (MAX_QUERY_CHARS is 4,000), in one segment.
  `$..${union('*', 1_900)}`,
  // A name no node has, 900 times: nothing is emitted, yet every object and array is tried 900 times.
  `$..${union("'x'", 900)}`,
];
