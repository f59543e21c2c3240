import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import {
  OperadorSinRespuesta,
  type ConsultaOperador,
  type GatewayRecargas,
  type RespuestaOperador,
  type SolicitudOperador,
} from './gateway-contrato';

// Two simulated aggregators, told apart by the number's last digits so a demo user can try every
// path (README, "Probar las recargas"):
//   both  …0000  the carrier rejects it (final: another aggregator would get the same answer)
//         …9999  time-out; asked later, it succeeded
//         …9990  time-out; asked later, it failed
//   B     …1111  "Servicio no disponible": B delivered nothing, the top-up goes to the next pasarela
//   both  our float with the provider spent: "Saldo insuficiente con el proveedor", nothing delivered
//   other succeeds with an authorization code, A after 300 ms, B after 1 to 3 s
// What each "received" is kept in a server-only collection, so a later consultar can answer, and a
// reference it never received answers no-recibida. The provider's own view of our float is a
// document per pasarela (simuladorProveedor/{pasarela}), credited by the admin's fondeos in a demo
// project; without it the provider does not count (the gateway of projects from before pasarelas).

const recibidas = () => db.collection('simuladorOperador');
/** The provider's record of our balance with it. */
export const proveedorSimulado = (pasarela: string) => db.collection('simuladorProveedor').doc(pasarela);

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const autorizacion = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

interface Comportamiento {
  demora: () => number;
  /** Numbers this aggregator cannot serve now, delivering nothing. */
  caido?: (numero: string) => boolean;
}

function resultadoPara(numero: string, c: Comportamiento): { respuesta: RespuestaOperador; aTiempo: boolean } {
  if (c.caido?.(numero)) {
    return { respuesta: { estado: 'rechazada', error: 'Servicio no disponible', noEntregada: true }, aTiempo: true };
  }
  if (numero.endsWith('0000')) {
    return { respuesta: { estado: 'rechazada', error: 'Número no habilitado para recargas' }, aTiempo: true };
  }
  if (numero.endsWith('9990')) {
    return { respuesta: { estado: 'rechazada', error: 'Número suspendido por la compañía' }, aTiempo: false };
  }
  return { respuesta: { estado: 'exitosa', autorizacion: autorizacion() }, aTiempo: !numero.endsWith('9999') };
}

const SIN_FONDO: RespuestaOperador = {
  estado: 'rechazada',
  error: 'Saldo insuficiente con el proveedor',
  noEntregada: true,
};

function simulador(pasarela: string, c: Comportamiento): GatewayRecargas {
  // The first aggregator keeps the references of the days before pasarelas as they were.
  const clave = (referencia: string) => (pasarela === 'simulado' ? referencia : `${pasarela}-${referencia}`);
  return {
    async recargar(solicitud: SolicitudOperador): Promise<RespuestaOperador> {
      const ref = recibidas().doc(clave(solicitud.referencia));
      // Two calls to the database: what it received before and our balance with it, read together;
      // then what it received now and the balance it spent, written together (both, or neither).
      const [recibida, cuenta] = await db.getAll(ref, proveedorSimulado(pasarela));
      // A reference is delivered once: asked again, the provider repeats its first answer.
      const previa = recibida.data();
      let { respuesta, aTiempo } = previa
        ? { respuesta: previa.respuesta as RespuestaOperador, aTiempo: previa.aTiempo === true }
        : resultadoPara(solicitud.numero, c);
      if (!previa) {
        const escritura = db.batch();
        if (respuesta.estado === 'exitosa' || !aTiempo) {
          const proveedor = cuenta.data();
          const costo = solicitud.costo ?? solicitud.monto;
          if (proveedor && Number(proveedor.saldo ?? 0) < costo) [respuesta, aTiempo] = [SIN_FONDO, true];
          else if (proveedor && respuesta.estado === 'exitosa') {
            escritura.update(proveedorSimulado(pasarela), { saldo: FieldValue.increment(-costo) });
          }
        }
        escritura.create(ref, { ...solicitud, pasarela, respuesta, aTiempo, recibidaEn: FieldValue.serverTimestamp() });
        await escritura.commit();
      }
      await pausa(c.demora());
      if (!aTiempo) throw new OperadorSinRespuesta('El operador no respondió a tiempo');
      return respuesta;
    },

    async consultar(referencia: string): Promise<ConsultaOperador> {
      const previa = (await recibidas().doc(clave(referencia)).get()).data();
      return previa ? (previa.respuesta as RespuestaOperador) : { estado: 'no-recibida' };
    },

    async saldo(): Promise<number> {
      return Number((await proveedorSimulado(pasarela).get()).data()?.saldo ?? 0);
    },
  };
}

/** Aggregator A: answers in 300 ms. */
export const simulado = (pasarela = 'simulado') => simulador(pasarela, { demora: () => 300 });

/** Aggregator B: slower (1 to 3 s), and down for numbers ending 1111. */
export const simuladoB = (pasarela = 'simulado-b') =>
  simulador(pasarela, {
    demora: () => 1_000 + Math.floor(Math.random() * 2_000),
    caido: (numero) => numero.endsWith('1111'),
  });
