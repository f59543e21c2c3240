// A project without configured pasarelas sends every top-up through the one gateway that
// RECARGAS_GATEWAY names. The attempt in flight must name that gateway, so that Verificar asks
// the gateway the top-up went to, not the demo's default.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/emulators';
import { gatewayDelEnvio, rutaDe } from '../../functions/src/pasarelas/rutas';

const { GCLOUD_PROJECT, RECARGAS_GATEWAY } = process.env;

afterEach(() => {
  process.env.GCLOUD_PROJECT = GCLOUD_PROJECT;
  if (RECARGAS_GATEWAY === undefined) delete process.env.RECARGAS_GATEWAY;
  else process.env.RECARGAS_GATEWAY = RECARGAS_GATEWAY;
});

/** config/pasarelas as a project from before pasarelas reads it: not there. */
const sinPasarelas = () => adminDb.collection('config').doc(`sin-pasarelas-${randomUUID()}`).get();

describe('the route of a project without pasarelas', () => {
  it.each(['demo-recargas', 'mi-negocio-qa'])(
    'in %s with RECARGAS_GATEWAY=simulado-b, the attempt names B and Verificar asks B what B was sent',
    async (proyecto) => {
      process.env.GCLOUD_PROJECT = proyecto;
      process.env.RECARGAS_GATEWAY = 'simulado-b';
      const { pasarelas, pausa } = await rutaDe('Telcel', await sinPasarelas());
      expect(pausa).toBeNull();
      expect(pasarelas).toHaveLength(1);
      const [p] = pasarelas;
      expect(p).toMatchObject({ id: 'simulado-b', implementacion: 'simulado-b', sinFondo: true });

      // B is down for …1111: it refuses, delivering nothing and spending no float.
      const referencia = randomUUID();
      const enviada = await p.gateway.recargar({ referencia, operador: 'Telcel', numero: '5512341111', monto: 1_000 });
      expect(enviada).toEqual({ estado: 'rechazada', error: 'Servicio no disponible', noEntregada: true });
      // recargas/enviar.ts writes the attempt in flight from the route's pasarela; Verificar asks through it.
      const envio = { pasarela: p.id, implementacion: p.implementacion };
      expect(await gatewayDelEnvio(envio).consultar(referencia)).toEqual(enviada);
    },
  );
});
