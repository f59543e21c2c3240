// Calls a scheduled function the way Cloud Scheduler does: an HTTP POST to the function with the
// job's name and the scheduled time in its headers (firebase-functions' onSchedule reads them).
// A 2nd-gen scheduled function is an HTTP function that Cloud Scheduler calls; the Functions
// emulator loads it as a trigger (its Pub/Sub bridge cannot call one: it takes only event
// signatures) and serves it on its trigger route, /functions/projects/<id>/triggers/<key>, but has
// no scheduler to call it. The key is the function's id and the emulator's load generation
// (<region>-<name>-<n>, one more at each reload of the functions): it is learnt from the emulator.

export interface Programada {
  nombre: string;
  region: string;
  /** The unix-cron expression and its time zone, as the function declares them. */
  programa: string;
  zona: string;
}

interface DisparoOpciones {
  functionsUrl: string;
  proyecto: string;
  /** The instant the run was scheduled for (the header Cloud Scheduler sends). */
  programadaPara?: Date;
}

const claves = new Map<string, string>();

/** Runs the function once and resolves with its HTTP status when it has finished. */
export async function disparar(f: Pick<Programada, 'nombre' | 'region'>, opciones: DisparoOpciones): Promise<number> {
  const id = `${f.region}-${f.nombre}`;
  const llamar = (clave: string) =>
    fetch(`${opciones.functionsUrl}/functions/projects/${opciones.proyecto}/triggers/${clave}`, {
      method: 'POST',
      headers: {
        'X-CloudScheduler-JobName': `firebase-schedule-${f.nombre}-${f.region}`,
        'X-CloudScheduler-ScheduleTime': (opciones.programadaPara ?? new Date()).toISOString(),
      },
    });
  let res = await llamar(claves.get(id) ?? `${id}-0`);
  let texto = await res.text();
  // The functions were loaded again: the emulator's 404 lists the keys it has now.
  const clave = res.status === 404 ? new RegExp(`\\b${id}-\\d+\\b`).exec(texto)?.[0] : undefined;
  if (clave) {
    claves.set(id, clave);
    res = await llamar(clave);
    texto = await res.text();
  }
  if (res.status >= 400 && texto) console.error(`${f.nombre}: ${texto.slice(0, 300)}`);
  return res.status;
}

interface Disparador {
  name: string;
  region?: string | string[];
  schedule?: { schedule: string; timeZone?: string | null };
}

/** The scheduled functions the running Functions emulator loaded, with their schedules. */
export async function programadas(functionsUrl: string): Promise<Programada[]> {
  const res = await fetch(`${functionsUrl}/backends`);
  if (!res.ok) throw new Error(`El emulador de funciones respondió ${res.status} a /backends`);
  const { backends } = (await res.json()) as { backends: { functionTriggers: Disparador[] }[] };
  return backends
    .flatMap((b) => b.functionTriggers)
    .filter((t) => t.schedule)
    .map((t) => ({
      nombre: t.name,
      region: (Array.isArray(t.region) ? t.region[0] : t.region) ?? 'us-central1',
      programa: t.schedule?.schedule ?? '',
      zona: t.schedule?.timeZone ?? 'UTC',
    }));
}
