export const root: string;
export function installKey(dir?: string): string;
export function needsInstall(dir?: string): boolean;
export function installIfNeeded(dir?: string): boolean;
export function newestMtime(dir: string, keep?: (name: string) => boolean): number;
export function readDotEnv(dir?: string): void;
export function clientDir(dir?: string): string;
export function clientIsStale(dir?: string, outDir?: string): boolean;
export function serverIsStale(dir?: string): boolean;
