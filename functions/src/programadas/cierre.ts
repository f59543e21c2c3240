import { FieldValue } from 'firebase-admin/firestore';
import { MAX_DESCUADRES_GUARDADOS, type CierreDia, type EstadoCierre } from '../../../domain/cierres';
import { diaNegocio, formatDia } from '../../../domain/fechas';
import { sumarDias } from '../../../domain/reportes';
import { formatMoney } from '../../../domain/money';
import { db } from '../admin';
import { textoDescuadre } from '../auditoria/descuadres';
import { revisarDia, type CierreAnterior } from '../auditoria/dia';
import { Lector } from '../auditoria/lector';
import { newLog } from '../logs';
import { POR_SISTEMA } from './sistema';

/** Every day at 00:10 business time, the close of the day just ended. */
export const PROGRAMA_CIERRE = '10 0 * * *';
export const LIMITE_CIERRE_S = 540;

export const cierreRef = (dia: string) => db.collection('cierres').doc(dia);

/** The business day that ended last, at `ahora`. */
export const diaCerrado = (ahora = new Date()) => sumarDias(diaNegocio(ahora), -1);

/**
 * The day's close: the checkers of auditoria/dia.ts over that day's documents, stored in
 * cierres/{dia} with the day's totals, its state and its disagreements (admin and manager read it;
 * Reportes lists the closes, Inicio alerts on one with disagreements). A disagreement is also an
 * ERROR in Logs. Run again for the same day, it checks again and overwrites the close; the log
 * entry is written only when the close's verdict changes.
 */
export async function cerrarDia(dia: string): Promise<CierreDia> {
  const inicio = Date.now();
  const lector = new Lector(db);
  const [anterior, previo] = await Promise.all([
    lector.documento(cierreRef(sumarDias(dia, -1))),
    lector.documento(cierreRef(dia)),
  ]);
  // The whole check reads the database as it was at this first read (the server's own time, never
  // ahead of it): what the settlement of pendientes writes meanwhile is never half seen.
  lector.instante = anterior.readTime;
  const revision = await revisarDia(lector, dia, anterior.data() as CierreAnterior | undefined);
  const estado: EstadoCierre = revision.descuadres.length ? 'descuadre' : 'cuadra';
  const cierre: CierreDia = {
    dia,
    estado,
    totales: revision.totales,
    nDescuadres: revision.descuadres.length,
    descuadres: revision.descuadres
      .slice(0, MAX_DESCUADRES_GUARDADOS)
      .map((d) => ({ regla: d.regla, sujeto: d.sujeto, texto: textoDescuadre(d) })),
    leidos: lector.leidos,
  };
  const batch = db.batch();
  batch.set(cierreRef(dia), {
    ...cierre,
    saldos: revision.saldos,
    stock: revision.stock,
    duracionMs: Date.now() - inicio,
    creadoEn: FieldValue.serverTimestamp(),
  });
  const antes = previo.data();
  if (antes?.estado !== estado || antes?.nDescuadres !== cierre.nDescuadres) {
    const t = cierre.totales;
    batch.set(
      ...newLog({
        type: estado === 'cuadra' ? 'INFO' : 'ERROR',
        screen: 'reportes',
        message:
          estado === 'cuadra'
            ? `Cierre del ${formatDia(dia)}: cuadra (${t.exitosas} recargas, ${formatMoney(t.cobrado)} cobrado, ${t.clientes} clientes)`
            : `Cierre del ${formatDia(dia)}: ${cierre.nDescuadres} diferencia(s). ${cierre.descuadres[0].texto}`,
        email: POR_SISTEMA,
        detalle: {
          entidad: 'cierres',
          id: dia,
          antes: antes ? { estado: antes.estado, nDescuadres: antes.nDescuadres } : null,
          despues: { estado, nDescuadres: cierre.nDescuadres },
        },
      }),
    );
  }
  await batch.commit();
  if (estado === 'descuadre') {
    console.error(
      `Cierre del ${dia}: ${cierre.nDescuadres} diferencia(s)`,
      cierre.descuadres.map((d) => d.texto),
    );
  }
  return cierre;
}
