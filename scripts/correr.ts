/**
 * Runs a one-off script against a deployed project (README, "Desplegar"): refuses without
 * GCLOUD_PROJECT, then exits with `main`'s code, or 1 with its error printed.
 */
export function correrEnProyecto(main: () => Promise<number>): void {
  if (!process.env.GCLOUD_PROJECT) {
    console.error('Falta GCLOUD_PROJECT: el id del proyecto de Firebase.');
    process.exit(2);
  }
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
