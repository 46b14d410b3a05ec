// Types of scripts/check-size.mjs for the TypeScript that imports it (bench/run.ts).
interface Size {
  raw: number;
  gzip: number;
}
export declare const INITIAL_JS_BUDGET_GZIP: number;
export declare function measureBundle(): { initialJs: Size; initialCss: Size; lazyJs: Size; initialFiles: string[] };
