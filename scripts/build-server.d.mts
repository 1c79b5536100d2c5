// Types of build-server.mjs, for the TypeScript that imports it (the tests' global setups).
export declare const serverDist: string;
export declare const serverEntry: string;
export declare const sandboxDist: string;
export declare const sandboxEntry: string;
export declare const testDist: string;
export declare const sandboxTestDist: string;
export declare const serverSources: string[];
export declare const sandboxSources: string[];
export declare function newest(path: string): number;
export declare const stale: (built: string, sources: string[]) => boolean;
export declare function buildServer(outDir?: string): Promise<void>;
export declare function buildSandbox(outDir?: string): Promise<void>;
/** server: the sandbox's bundle the tests start (as npm start runs it); cli: the operator CLI; production: the server alone. */
export declare function ensureTestBuild(): Promise<{ server: string; cli: string; production: string }>;
