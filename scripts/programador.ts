// The local Cloud Scheduler: scripts/stack.mjs runs it beside the emulators, so the scheduled
// functions run in `npm start` (and `npm test`) as they do deployed. It reads each scheduled
// function's own schedule and time zone from the running Functions emulator and calls the function
// at each of its times, as Cloud Scheduler does (programador/disparar.ts). A run still going when
// the next time comes is not overlapped: that time is skipped.
import { leerPrograma, siguienteEjecucion } from './programador/cron';
import { disparar, programadas, type Programada } from './programador/disparar';
import { empezarCorrida, terminarCorrida } from './programador/pausa';

const functionsUrl = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001';
const proyecto = process.env.GCLOUD_PROJECT ?? 'demo-recargas';
const hora = (fecha: Date) => fecha.toLocaleTimeString('es-MX', { hourCycle: 'h23' });

function programar(f: Programada): void {
  const programa = leerPrograma(f.programa, f.zona);
  let corriendo = false;
  const siguiente = () => {
    const cuando = siguienteEjecucion(programa, new Date());
    setTimeout(() => void correr(cuando), cuando.getTime() - Date.now());
  };
  const correr = async (cuando: Date) => {
    siguiente();
    if (corriendo) {
      console.log(`${f.nombre}: la corrida anterior sigue en curso; se omite la de las ${hora(cuando)}`);
      return;
    }
    if (!empezarCorrida(functionsUrl)) {
      console.log(
        `${f.nombre}: en pausa mientras una prueba vigila cada escritura; se omite la de las ${hora(cuando)}`,
      );
      return;
    }
    corriendo = true;
    const inicio = Date.now();
    try {
      const status = await disparar(f, { functionsUrl, proyecto, programadaPara: cuando });
      console.log(`${f.nombre} (${hora(cuando)}): HTTP ${status} en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    } catch (error) {
      console.error(`${f.nombre} (${hora(cuando)}): ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      terminarCorrida(functionsUrl);
      corriendo = false;
    }
  };
  siguiente();
  console.log(
    `${f.nombre}: "${f.programa}" (${f.zona}); la primera a las ${hora(siguienteEjecucion(programa, new Date()))}`,
  );
}

const lista = await programadas(functionsUrl);
if (!lista.length) console.log('No hay funciones programadas.');
lista.forEach(programar);
// Alive until stack.mjs stops it with the emulators, whose child it is (its end would stop them).
setInterval(() => undefined, 24 * 3_600_000);
