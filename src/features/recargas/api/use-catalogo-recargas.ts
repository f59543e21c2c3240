import { collection, getDocs, query, where } from 'firebase/firestore';
import type { VistaCatalogo } from '../../../../domain/catalogo';
import { comisionPara, type Comisiones } from '../../../../domain/comisiones';
import { precioRecarga } from '../../../../domain/recargas';
import { filaDe } from '../../../lib/fila-de-documento';
import { db } from '../../../lib/db';
import { useCarga } from '../../../lib/use-carga';

export interface OpcionRecarga {
  productoId: string;
  nombre: string;
  operador: string;
  /** Airtime the person receives, centavos. */
  monto: number;
  /** What the client pays: monto less its commission for the carrier. */
  precio: number;
  comision: number;
  porcentaje: number;
  vigenciaDias?: number;
}

/** A top-up product as the clients' catalogue shows it. */
type ProductoDeRecarga = { id: string } & Pick<VistaCatalogo, 'nombre' | 'operador' | 'monto' | 'vigenciaDias'>;

/** The client's price for each active top-up product, cheapest first within each carrier. */
export function opcionesDeRecarga(productos: ProductoDeRecarga[], comisiones: Comisiones): OpcionRecarga[] {
  return productos
    .map(({ id, nombre, operador, monto, vigenciaDias }) => {
      const porcentaje = comisionPara(comisiones, operador);
      const { precio, comision } = precioRecarga(monto, porcentaje);
      return { productoId: id, nombre, operador, monto, precio, comision, porcentaje, vigenciaDias };
    })
    .sort((a, b) => a.operador.localeCompare(b.operador, 'es') || a.monto - b.monto);
}

const toProductoDeRecarga = filaDe<ProductoDeRecarga>((data) => ({
  nombre: String(data.nombre),
  operador: String(data.operador),
  monto: Number(data.monto),
  vigenciaDias: typeof data.vigenciaDias === 'number' ? data.vigenciaDias : undefined,
}));

/** The active top-up products of the catalogue (the clients' view): one query, a few dozen documents. */
async function productosDeRecarga() {
  const snap = await getDocs(
    query(collection(db, 'catalogo'), where('tipo', '==', 'recarga'), where('estatus', '==', true)),
  );
  return snap.docs.map(toProductoDeRecarga);
}

/** The client's options, priced with its commissions (loading until they are known). */
export function useCatalogoRecargas(comisiones: Comisiones | null) {
  const carga = useCarga(comisiones && JSON.stringify(comisiones), async () =>
    opcionesDeRecarga(await productosDeRecarga(), comisiones ?? { predeterminada: 0 }),
  );
  return {
    opciones: carga.data ?? [],
    error: carga.error,
    loading: !comisiones || carga.loading,
    reload: carga.reload,
  };
}
