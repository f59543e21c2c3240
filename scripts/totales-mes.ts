// The business's client months hold their month's total, the sum of their days (Reportes' Por
// cliente and Por distribuidor read it, less the days a range leaves out). Months written before
// they held it get it here: npm run migrar-totales on a deployed project, a seed step on local data.
import type { Firestore } from 'firebase-admin/firestore';
import { CUBETA_VACIA, sumarCubetas, type Cubeta, type DiaDeCliente } from '../domain/resumenes';
import { porPaginas } from './por-paginas';

const LOTE = 200;

type Totales = { total: Cubeta; distribuidores: Record<string, Cubeta> };

/** The month's total and distributors as the sum of its days (compared with what is stored, zeros aside). */
export function sumaDeDias(dias: Record<string, Partial<DiaDeCliente>>): Totales {
  const suma: Totales = { total: { ...CUBETA_VACIA, costo: 0 }, distribuidores: {} };
  for (const dia of Object.values(dias)) {
    suma.total = sumarCubetas(suma.total, dia.total ?? {});
    for (const [clave, c] of Object.entries(dia.distribuidores ?? {})) {
      suma.distribuidores[clave] = sumarCubetas(suma.distribuidores[clave] ?? { ...CUBETA_VACIA, costo: 0 }, c);
    }
  }
  return suma;
}

const sinCeros = (c: Partial<Cubeta> = {}) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0));
const igual = (a: Partial<Cubeta> | undefined, b: Partial<Cubeta> | undefined) =>
  JSON.stringify(Object.entries(sinCeros(a)).sort()) === JSON.stringify(Object.entries(sinCeros(b)).sort());

function yaEsta(data: FirebaseFirestore.DocumentData, suma: Totales): boolean {
  const distribuidores: Record<string, Partial<Cubeta>> = data.distribuidores ?? {};
  const claves = new Set([...Object.keys(distribuidores), ...Object.keys(suma.distribuidores)]);
  return igual(data.total, suma.total) && [...claves].every((k) => igual(distribuidores[k], suma.distribuidores[k]));
}

/**
 * Gives every client month whose total is not the sum of its days that sum, each in a
 * transaction; returns how many it rewrote.
 */
export async function darTotalesDelMes(db: Firestore): Promise<number> {
  let escritos = 0;
  for await (const docs of porPaginas(db.collection('resumenesClientesMes').select(), LOTE)) {
    for (const { ref } of docs) {
      const escrito = await db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data) return false;
        const suma = sumaDeDias(data.dias ?? {});
        if (yaEsta(data, suma)) return false;
        tx.update(ref, { total: suma.total, distribuidores: suma.distribuidores });
        return true;
      });
      if (escrito) escritos += 1;
    }
  }
  return escritos;
}
