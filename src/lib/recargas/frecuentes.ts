// A shop's frequent numbers and favourites: what its Inicio and its Recargas list for a repeat sale
// in one tap. Over REST with the token the caller brings (Inicio's page load reads before the SDK
// has arrived), two queries that leave at once.
import { VECES_FRECUENTE, type UltimaVenta } from '@domain/numeros-base';
import { consultar } from '../rest/consulta-rest';
import { firestoreRest } from '../firebase-config';

export interface NumeroFrecuente {
  numero: string;
  /** A favourite's name. */
  nombre?: string;
  /** Exitosas the shop sold to it (0: a favourite never sold to, or not among the most sold). */
  veces: number;
  /** The last exitosa, from which a repeat sale starts; unknown for a favourite not among the most sold. */
  ultima?: UltimaVenta;
}

const ultimaDe = (valor: unknown): UltimaVenta | undefined => {
  const u = valor as Partial<UltimaVenta> | undefined;
  return u?.operador && u.productoId
    ? {
        operador: String(u.operador),
        productoId: String(u.productoId),
        monto: Number(u.monto ?? 0),
        ...(u.distribuidorId ? { distribuidorId: String(u.distribuidorId) } : {}),
      }
    : undefined;
};

/**
 * The shop's favourites by name, then the numbers it sold to at least VECES_FRECUENTE times, most
 * sold first, `limite` of each at most. A favourite that is also a frequent number carries its
 * last sale; another favourite's is looked up when it is chosen (ultimaVentaDe).
 */
export async function leerFrecuentes(token: string, clienteId: string, limite: number): Promise<NumeroFrecuente[]> {
  const propio = [{ campo: 'clienteId', op: 'EQUAL', valor: clienteId }] as const;
  const [numeros, favoritos] = await Promise.all([
    consultar(firestoreRest, token, 'numerosCliente', { filtros: propio, orden: 'veces', descendente: true, limite }, [
      'numero',
      'veces',
      'ultima',
    ]),
    consultar(firestoreRest, token, 'favoritos', { filtros: propio, orden: 'nombreOrden', limite }, [
      'numero',
      'nombre',
    ]),
  ]);
  const vendidos = new Map(
    numeros.map(({ data }) => [
      String(data.numero),
      { numero: String(data.numero), veces: Number(data.veces ?? 0), ultima: ultimaDe(data.ultima) },
    ]),
  );
  const nombres = favoritos.map(({ data }) => ({
    ...(vendidos.get(String(data.numero)) ?? { numero: String(data.numero), veces: 0 }),
    nombre: String(data.nombre),
  }));
  const frecuentes = [...vendidos.values()].filter(
    (n) => n.veces >= VECES_FRECUENTE && !nombres.some((f) => f.numero === n.numero),
  );
  return [...nombres, ...frecuentes];
}

/** The shop's last exitosa to a number (a query: a number never sold to has no record, and the rules answer a query of one's own). */
export async function ultimaVentaDe(token: string, clienteId: string, numero: string): Promise<UltimaVenta | null> {
  const [registro] = await consultar(
    firestoreRest,
    token,
    'numerosCliente',
    {
      filtros: [
        { campo: 'clienteId', op: 'EQUAL', valor: clienteId },
        { campo: 'numero', op: 'EQUAL', valor: numero },
      ],
      limite: 1,
    },
    ['veces', 'ultima'],
  );
  return registro && Number(registro.data.veces ?? 0) > 0 ? (ultimaDe(registro.data.ultima) ?? null) : null;
}

/** Where a repeat sale of a number opens: Recargas, at Confirmar with the number's last carrier and amount. */
export const rutaRepetir = (numero: string) => `/recargas?numero=${numero}`;
