/** Nothing a benchmark does may run longer than this, whatever hangs. */
export const OVERALL_TIMEOUT_MS = 10 * 60_000;

/**
 * Runs a benchmark's main function under a watchdog: after OVERALL_TIMEOUT_MS the process stops
 * with exit code 2; a failure is printed and gives exit code 1.
 */
export function runBenchmark(main: () => Promise<void>): void {
  const watchdog = setTimeout(() => {
    console.error(`benchmark exceeded ${OVERALL_TIMEOUT_MS / 60_000} minutes: stopping`);
    process.exit(2);
  }, OVERALL_TIMEOUT_MS);
  watchdog.unref();
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
