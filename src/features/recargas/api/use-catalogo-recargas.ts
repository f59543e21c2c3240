import { useMemo } from 'react';
import { seVendeEnMostrador, type ContenidoPaquete, type TipoDeMostrador } from '@domain/catalogo';
import { comisionPara, type Comisiones } from '@domain/comisiones';
import { precioRecarga } from '@domain/recargas';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

export interface OpcionRecarga extends ContenidoPaquete {
  productoId: string;
  nombre: string;
  tipo: TipoDeMostrador;
  operador: string;
  /** What the person pays: airtime of a recarga, a paquete's price. Centavos. */
  monto: number;
  /** What the client pays: monto less its commission for the carrier. */
  precio: number;
  comision: number;
  porcentaje: number;
}

/** A counter product as the clients' catalogue shows it. */
type ProductoDeMostrador = Omit<OpcionRecarga, 'precio' | 'comision' | 'porcentaje'>;

/** The client's price for each active recarga and paquete: by carrier, recargas first, cheapest first. */
export function opcionesDeRecarga(productos: ProductoDeMostrador[], comisiones: Comisiones): OpcionRecarga[] {
  return productos
    .map((producto) => {
      const porcentaje = comisionPara(comisiones, producto.operador);
      const { precio, comision } = precioRecarga(producto.monto, porcentaje);
      return { ...producto, precio, comision, porcentaje };
    })
    .sort(
      (a, b) =>
        a.operador.localeCompare(b.operador, 'es') ||
        Number(a.tipo === 'paquete') - Number(b.tipo === 'paquete') ||
        a.monto - b.monto,
    );
}

const numero = (valor: unknown) => (typeof valor === 'number' ? valor : undefined);

/**
 * The active recargas and paquetes of the catalogue (the clients' view): one query over REST of
 * the active products (a few dozen documents, only the fields a price and a ticket need), SIMs and
 * saldo left out here.
 */
export async function productosDeMostrador(): Promise<ProductoDeMostrador[]> {
  const productos = await consultarComoSesion(
    'catalogo',
    { filtros: [{ campo: 'estatus', op: 'EQUAL', valor: true }] },
    ['nombre', 'tipo', 'operador', 'monto', 'vigenciaDias', 'datosMb', 'minutos', 'redesSociales'],
  );
  return productos.flatMap(({ id, data }) =>
    seVendeEnMostrador(data.tipo)
      ? [
          {
            productoId: id,
            nombre: String(data.nombre),
            tipo: data.tipo,
            operador: String(data.operador),
            monto: Number(data.monto),
            vigenciaDias: numero(data.vigenciaDias),
            datosMb: numero(data.datosMb),
            minutos: numero(data.minutos),
            redesSociales: data.redesSociales === true,
          },
        ]
      : [],
  );
}

/** The key the catalogue's read goes by (use-carga.ts), which the route may start ahead (adelantar). */
export const CLAVE_CATALOGO = 'recargas:catalogo';

/**
 * The client's options, priced with its commissions (loading until both are known). The products
 * are read at once, beside the client's record, not after it.
 */
export function useCatalogoRecargas(comisiones: Comisiones | null) {
  const carga = useCarga(CLAVE_CATALOGO, productosDeMostrador);
  const opciones = useMemo(
    () => (carga.data && comisiones ? opcionesDeRecarga(carga.data, comisiones) : []),
    [carga.data, comisiones],
  );
  return { opciones, error: carga.error, loading: !comisiones || carga.loading, reload: carga.reload };
}
