import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import {
  OperadorSinRespuesta,
  type ConsultaOperador,
  type GatewayRecargas,
  type RespuestaOperador,
  type SolicitudOperador,
} from './gateway';

// A carrier simulated by the number's last digits, so a demo user can try every path:
//   …0000  the carrier rejects it
//   …9999  time-out; asked later, it succeeded
//   …9990  time-out; asked later, it failed
//   other  succeeds after a short delay with an authorization code
// What it "received" is kept in a server-only collection, so a later consultar can answer, and a
// reference it never received answers no-recibida.

const DEMORA_MS = 300;
const recibidas = () => db.collection('simuladorOperador');

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function autorizacion(): string {
  return String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
}

function resultadoPara(numero: string): { respuesta: RespuestaOperador; aTiempo: boolean } {
  if (numero.endsWith('0000')) {
    return { respuesta: { estado: 'rechazada', error: 'Número no habilitado para recargas' }, aTiempo: true };
  }
  if (numero.endsWith('9990')) {
    return { respuesta: { estado: 'rechazada', error: 'Número suspendido por la compañía' }, aTiempo: false };
  }
  return { respuesta: { estado: 'exitosa', autorizacion: autorizacion() }, aTiempo: !numero.endsWith('9999') };
}

export function simulado(): GatewayRecargas {
  return {
    async recargar(solicitud: SolicitudOperador): Promise<RespuestaOperador> {
      const ref = recibidas().doc(solicitud.referencia);
      // A reference is delivered once: asked again, the carrier repeats its first answer.
      const previa = (await ref.get()).data();
      const { respuesta, aTiempo } = previa
        ? { respuesta: previa.respuesta as RespuestaOperador, aTiempo: previa.aTiempo === true }
        : resultadoPara(solicitud.numero);
      if (!previa) await ref.create({ ...solicitud, respuesta, aTiempo, recibidaEn: FieldValue.serverTimestamp() });
      await pausa(DEMORA_MS);
      if (!aTiempo) throw new OperadorSinRespuesta('El operador no respondió a tiempo');
      return respuesta;
    },

    async consultar(referencia: string): Promise<ConsultaOperador> {
      const previa = (await recibidas().doc(referencia).get()).data();
      return previa ? (previa.respuesta as RespuestaOperador) : { estado: 'no-recibida' };
    },
  };
}
