// Timings on this 2-core machine suffer when other work loads its cores: seeding the demo, writing
// 100,000 top-ups or starting the emulators leaves them busy for a minute or more. Each timed
// stage waits for the machine to settle first and prints the load it ran under.
import os from 'node:os';

/** The 1-, 5- and 15-minute load averages, as the bench prints them. */
export const carga = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Waits, at most 3 minutes, for the 1-minute load average to fall under 1 (the emulators idle on
 * this machine sit at 0.3–0.8), so a stage times the app and not the machine catching up.
 * Returns the load it starts under.
 */
export async function esperarCalma(): Promise<string> {
  const hasta = Date.now() + 180_000;
  while (os.loadavg()[0] >= 1 && Date.now() < hasta) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return carga();
}
