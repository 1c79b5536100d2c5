import type { Plugin } from 'vite';
/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest levels (paid once
 * here, not on every request); the server sends them to the clients that accept them.
 */
export declare function precompress(): Plugin;
