// npm run bench: the day's close on a day of 10,000 top-ups: documents read and time.
// Writes, on a day years back (no other data there), 100 clients' 10,000 exitosas with their costs,
// charges and summaries as their transactions write them, then runs the close's checks on it.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { diaNegocio } from '../../domain/fechas';
import { inicioDiaNegocio } from '../../domain/reportes';
import {
  deltaCubeta,
  idResumenCliente,
  idResumenClienteMes,
  idResumenMes,
  mesDe,
  shardDe,
  sumarCubetas,
  CUBETA_VACIA,
  SIN_DISTRIBUIDOR,
  type Cubeta,
} from '../../domain/resumenes';
import { revisarDia } from '../../functions/src/auditoria/dia';
import { Lector } from '../../functions/src/auditoria/lector';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-recargas' }));
const CLIENTES = 100;
const RECARGAS = 10_000;

export async function benchCierre(): Promise<boolean> {
  const dia = diaNegocio(new Date(Date.now() - (4_000 + Math.floor(Math.random() * 1_000)) * 86_400_000));
  const inicio = inicioDiaNegocio(dia);
  const writer = db.bulkWriter();
  const clientes = Array.from({ length: CLIENTES }, () => randomUUID().replaceAll('-', ''));
  const saldos = new Map(clientes.map((c) => [c, 10_000_000]));
  const shards = new Map<string, Cubeta>();
  const porCliente = new Map<string, Cubeta>();
  for (let i = 0; i < RECARGAS; i += 1) {
    const clienteId = clientes[i % CLIENTES];
    const id = randomUUID();
    const en = Timestamp.fromMillis(inicio + 60_000 + i * 8_000);
    const r = { id, clienteId, operador: 'Telcel', dia, monto: 5_000, precio: 4_800, costo: 4_600 };
    writer.set(db.collection('recargas').doc(id), {
      ...r,
      folio: `B-${i}`,
      numero: '5500000000',
      estado: 'exitosa',
      creadoEn: en,
    });
    writer.set(db.collection('recargasCostos').doc(id), { costo: r.costo, dia, clienteId });
    const anterior = saldos.get(clienteId) ?? 0;
    saldos.set(clienteId, anterior - r.precio);
    writer.set(db.collection('movimientos').doc(`recarga:${id}:cargo`), {
      clienteId,
      tipo: 'cargo',
      monto: -r.precio,
      saldoAnterior: anterior,
      saldoNuevo: anterior - r.precio,
      origen: { tipo: 'recarga', id },
      por: 'bench',
      creadoEn: en,
    });
    const delta = deltaCubeta(r, null, 'exitosa');
    const shard = idResumenMes(dia, shardDe(id));
    shards.set(shard, sumarCubetas(shards.get(shard) ?? { ...CUBETA_VACIA, costo: 0 }, delta));
    porCliente.set(clienteId, sumarCubetas(porCliente.get(clienteId) ?? { ...CUBETA_VACIA, costo: 0 }, delta));
  }
  const delDia = dia.slice(8, 10);
  for (const [id, total] of shards) {
    writer.set(db.collection('resumenesRecargas').doc(id), {
      mes: mesDe(dia),
      shard: Number(id.split('_')[1]),
      dias: { [delDia]: { total, operadores: { Telcel: total } } },
    });
  }
  for (const [clienteId, total] of porCliente) {
    const sinCosto = { ...total, costo: undefined };
    delete sinCosto.costo;
    writer.set(db.collection('clientes').doc(clienteId), {
      nombre: `Bench ${clienteId.slice(0, 5)}`,
      saldo: saldos.get(clienteId),
      estatus: true,
    });
    writer.set(db.collection('movimientos').doc(`ajuste:${clienteId}`), {
      clienteId,
      tipo: 'abono',
      monto: 10_000_000,
      saldoAnterior: 0,
      saldoNuevo: 10_000_000,
      origen: { tipo: 'ajuste', id: clienteId },
      por: 'bench',
      creadoEn: Timestamp.fromMillis(inicio - 60_000),
    });
    const dist = { [SIN_DISTRIBUIDOR]: total };
    writer.set(db.collection('resumenesClientesMes').doc(idResumenClienteMes(clienteId, dia)), {
      clienteId,
      mes: mesDe(dia),
      total,
      distribuidores: dist,
      dias: { [delDia]: { total, distribuidores: dist } },
    });
    writer.set(db.collection('resumenesCliente').doc(idResumenCliente(clienteId, dia)), {
      clienteId,
      dia,
      total: sinCosto,
      operadores: { Telcel: sinCosto },
      distribuidores: { [SIN_DISTRIBUIDOR]: sinCosto },
    });
  }
  await writer.close();
  const lector = new Lector(db);
  const empezo = Date.now();
  const r = await revisarDia(lector, dia);
  const ms = Date.now() - empezo;
  console.log(
    `  Cierre de un día de ${RECARGAS.toLocaleString('es-MX')} recargas de ${CLIENTES} clientes: ` +
      `${lector.leidos.toLocaleString('es-MX')} documentos leídos en ${(ms / 1000).toFixed(1)} s; ` +
      `${r.descuadres.length ? `${r.descuadres.length} diferencias (¡revise!)` : 'cuadra'}`,
  );
  return r.descuadres.length === 0;
}
