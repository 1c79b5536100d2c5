// Types of build-server.mjs, for the TypeScript that imports it (the tests' global setups).
export declare const serverDist: string;
export declare const serverEntry: string;
export declare const testDist: string;
export declare const serverSources: string[];
export declare function newest(path: string): number;
export declare const stale: (built: string, sources: string[]) => boolean;
export declare function buildServer(outDir?: string): Promise<void>;
export declare function ensureTestBuild(): Promise<{ server: string; cli: string }>;
