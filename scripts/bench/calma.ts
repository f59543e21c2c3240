// Timings on this 2-core machine suffer when other work loads its cores: seeding the demo, writing
// 100,000 top-ups or starting the emulators leaves them busy for a minute or more. Each timed
// stage waits for the machine to settle first and prints how busy it was.
import os from 'node:os';

/** All the cores' CPU time so far, and the idle part of it. */
const tiempos = (cpus: os.CpuInfo[]) =>
  cpus.reduce(
    (suma, { times }) => ({
      total: suma.total + times.user + times.nice + times.sys + times.irq + times.idle,
      libre: suma.libre + times.idle,
    }),
    { total: 0, libre: 0 },
  );

/** The share of the machine's CPU time in use over the next `ms`, in percent. */
export async function usoCpu(ms = 5_000): Promise<number> {
  const antes = tiempos(os.cpus());
  await new Promise((resolve) => setTimeout(resolve, ms));
  const despues = tiempos(os.cpus());
  const total = despues.total - antes.total;
  return total > 0 ? (100 * (total - (despues.libre - antes.libre))) / total : 0;
}

/**
 * Waits, at most 3 minutes, until the machine's cores are less than 15% busy over `muestraMs` (the
 * emulators idle use about 5%), so a stage times the app and not the machine catching up. The load
 * average is no guide in this VM: it read 0.1 while the emulator wrote at full speed. Returns what
 * to print: the CPU use it starts under.
 */
export async function esperarCalma(muestraMs = 5_000): Promise<string> {
  const hasta = Date.now() + 180_000;
  let uso = await usoCpu(muestraMs);
  while (uso >= 15 && Date.now() < hasta) uso = await usoCpu(muestraMs);
  return `CPU ${uso.toFixed(0)}% en uso`;
}
