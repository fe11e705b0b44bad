export const root: string;
export function installKey(dir?: string): string;
export function needsInstall(dir?: string): boolean;
export function markInstalled(dir?: string): void;
export function installIfNeeded(dir?: string): boolean;
export function newestMtime(dir: string, keep?: (name: string) => boolean): number;
export function readDotEnv(dir?: string): void;
export function clientDir(dir?: string): string;
export interface SourceTimes {
  client: number;
  server: number;
}
export function sourceTimes(dir?: string): SourceTimes;
export function clientIsStale(dir?: string, outDir?: string, times?: SourceTimes): boolean;
export function serverIsStale(dir?: string, times?: SourceTimes): boolean;
