import { onSchedule } from 'firebase-functions/v2/scheduler';
import { ZONA_NEGOCIO } from '../../../domain/fechas';
import { cerrarDia, diaCerrado, LIMITE_CIERRE_S, PROGRAMA_CIERRE } from './cierre';
import { LIMITE_LIQUIDACION_S, liquidarVencidas, PROGRAMA_LIQUIDACION } from './liquidar-pendientes';

// Scheduled functions: Cloud Scheduler calls each on its schedule. Locally the Functions emulator
// does not, so scripts/programador.ts (started by scripts/stack.mjs) calls the same functions, on
// the same schedules it reads from them, the way Cloud Scheduler does.

/** Every pendiente top-up older than 2 minutes, settled through the carrier's consultar. */
export const liquidarPendientes = onSchedule(
  { schedule: PROGRAMA_LIQUIDACION, region: 'us-central1', timeoutSeconds: LIMITE_LIQUIDACION_S, retryCount: 0 },
  async () => {
    const r = await liquidarVencidas();
    if (r.revisadas) {
      console.log(
        `Liquidación programada: ${r.revisadas} revisadas en ${r.lotes} lote(s), ${(r.ms / 1000).toFixed(1)} s: ` +
          `${r.resultado.exitosa} exitosas, ${r.resultado.fallida} fallidas, ${r.resultado.pendiente} siguen en verificación` +
          (r.errores ? `, ${r.errores} con error` : '') +
          (r.quedan ? '; quedan más para la siguiente corrida' : ''),
      );
    }
  },
);

/** At 00:10 business time, the close of the day just ended (cierre.ts). */
export const cerrarDiaAnterior = onSchedule(
  {
    schedule: PROGRAMA_CIERRE,
    timeZone: ZONA_NEGOCIO,
    region: 'us-central1',
    timeoutSeconds: LIMITE_CIERRE_S,
    memory: '1GiB',
    retryCount: 1,
  },
  async () => {
    const cierre = await cerrarDia(diaCerrado());
    console.log(`Cierre del ${cierre.dia}: ${cierre.estado}, ${cierre.leidos} documentos leídos`);
  },
);
