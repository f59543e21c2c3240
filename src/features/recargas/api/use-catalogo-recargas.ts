import type { VistaCatalogo } from '../../../../domain/catalogo';
import { comisionPara, type Comisiones } from '../../../../domain/comisiones';
import { precioRecarga } from '../../../../domain/recargas';
import { consultarComoSesion } from '../../../lib/lectura-sesion';
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

/**
 * The active top-up products of the catalogue (the clients' view): one query over REST, a few
 * dozen documents, only the fields a price needs.
 */
async function productosDeRecarga(): Promise<ProductoDeRecarga[]> {
  const productos = await consultarComoSesion(
    'catalogo',
    {
      filtros: [
        { campo: 'tipo', op: 'EQUAL', valor: 'recarga' },
        { campo: 'estatus', op: 'EQUAL', valor: true },
      ],
    },
    ['nombre', 'operador', 'monto', 'vigenciaDias'],
  );
  return productos.map(({ id, data }) => ({
    id,
    nombre: String(data.nombre),
    operador: String(data.operador),
    monto: Number(data.monto),
    vigenciaDias: typeof data.vigenciaDias === 'number' ? data.vigenciaDias : undefined,
  }));
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
