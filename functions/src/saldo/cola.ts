import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpError, type HttpStatus } from '../http';
import { correrTransaccion, FueraDePlazo, lectorDe } from '../transaccion';

/*
 * A client's money operations, one at a time, each at full speed.
 *
 * Why: every operation on a client's saldo reads and writes its clientes document, and Firestore
 * serves many transactions on one document badly (on its emulator, which locks pessimistically,
 * 40 at once took 7.5 s where the same 40 in a row took 0.3 s, and under load some stalled for
 * minutes). So they do not fight. Whoever finds the client's lease free takes it and runs its
 * operation at once. Whoever finds it taken writes its operation, as data, to the client's queue
 * and rings its bell; the leader runs the queued operations in order, each in its own
 * uncontended transaction, before it lets the lease go. The result is written in the same
 * transaction as the operation's effects, so throughput does not depend on how soon a waiter
 * notices; a waiter watches its result and the lease, and takes over when the lease is let go.
 *
 * A busy shop's top-up charges that waited together run together (`Lote`, up to 10 in one
 * transaction: every read first, then each charge on the saldo the ones before it left): at 20 a
 * second on one saldo, a transaction each could not keep up. Each keeps its own idempotency key,
 * result and refusal, and a batch that cannot run as one runs one by one.
 *
 * Correctness never rests on the lease: a queued operation's transaction first checks that it is
 * still queued, removes it and writes its result in the same commit, and the money transactions
 * carry their own idempotency keys. A leader that stops (a crash, a time-out) only delays the
 * queue until its lease expires and a waiter takes over.
 *
 * A leader that hands over while operations wait names the oldest one's waiter its heir, and only
 * that waiter takes the lease: let go, a hot saldo's hundred waiters each tried to take it, a
 * hundred failed writes and two hundred wake-ups every second or two. An heir that does not come
 * within PLAZO_HEREDERO_MS (its caller took its operation back) leaves the lease to anyone.
 *
 * A caller that has waited its time takes its operation out of the queue in a transaction: taken
 * out, nothing was done and the 503 says so; already gone, it ran, and its result is read. When it
 * can learn neither, it asks again until the moment its entry records (`caduca`), after which no
 * leader starts it. So a 503 always means that nothing happened, and nothing will.
 *
 * Documents (server only; the rules name none of them): colasSaldo/{clienteId} is the lease,
 * its pendientes/{op} the queued operations, its hechas/{op} their results until read, its campana/toque the bell.
 */

/** How long a caller waits for its operation before taking it back (503). */
export const PLAZO_COLA_MS = 12_000;
/** A leader renews its lease as it works; one that stops is replaced this long after its last renewal. */
const LEASE_MS = 10_000;
/** How long a leader keeps serving the queue after its own operation, before handing it over. */
const SERVICIO_EXTRA_MS = 1_000;
/** Operations read from the queue at a time. */
const LOTE = 25;
/** Results nobody read (the caller died) and stray queue entries: removed by a TTL policy on `expira`. */
const CONSERVAR_MS = 24 * 3_600_000;
/** A waiter looks again at least this often, whatever its listeners say. */
const VISTAZO_MS = 1_000;
/** How long past its time a caller waits to learn whether its operation ran, while a leader holds it. */
const GRACIA_MS = 8_000;
/**
 * How much longer a caller that still cannot tell (its entry locked all that time: a leader stopped
 * inside its transaction, or Firestore failing) keeps asking before it answers. Its entry records
 * that moment (`caduca`), and no leader starts an operation within MARGEN_CADUCA_MS of it: by then
 * the operation ran (and its result is read) or it never will, so the 503 is true.
 */
const ESPERA_INCIERTA_MS = 4_000;
const MARGEN_CADUCA_MS = 3_000;
/** How long a lease handed to an heir waits for it before anyone may take it. */
export const PLAZO_HEREDERO_MS = 3_000;

export type Ejecutor<O> = (tx: Transaction, op: O) => Promise<unknown>;

/**
 * Operations that may run several in one transaction (a client's top-up charges): `ejecutar` does
 * every read first, then each operation in order, and answers each one's result or refusal.
 */
export interface Lote<O> {
  agrupa: (op: O) => boolean;
  ejecutar: (tx: Transaction, ops: O[]) => Promise<({ resultado: unknown } | { error: HttpError })[]>;
  /** What `ejecutar` will read for these operations, asked for with the queue's own reads (one round trip). */
  leer: (tx: Transaction, ops: O[]) => Promise<unknown>;
  /** Operations per transaction at most. */
  max: number;
}

interface Resultado {
  resultado?: unknown;
  error?: { status: HttpStatus; message: string; datos?: Record<string, string | number> };
}

/** The lease as its leader holds it: its id, the last write it knows of, and the bell as it last saw it. */
interface Lider {
  id: string;
  escrita: Timestamp;
  /** The bell's update time when the leader last looked at the queue; null when it did not exist. */
  campana: Timestamp | null;
}

/**
 * The bell a waiter rings after it queues (colasSaldo/{id}/campana/toque): the leader lets the
 * lease go only if nobody rang since it last looked. It is not the lease itself: every waiter
 * listens to the lease (to take over when it is let go), and a hot saldo's 20 rings a second on
 * the lease woke every one of a hundred waiters twenty times a second for nothing.
 */
const campanaDe = (leaseRef: DocumentReference) => leaseRef.collection('campana').doc('toque');

const expira = () => Timestamp.fromMillis(Date.now() + CONSERVAR_MS);

/** Firestore refuses `undefined`: a result or an operation keeps only its defined fields. */
export function sinIndefinidos<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sinIndefinidos) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, sinIndefinidos(v)]),
    ) as T;
  }
  return value;
}

/** A refusal as its waiter reads it back (leerResultado turns it into the same HttpError). */
const comoResultado = (e: HttpError): NonNullable<Resultado['error']> =>
  sinIndefinidos({ status: e.status, message: e.message, datos: e.datos });

/** Resolves at the next change of the watched documents, or after `ms`. */
class Vigia {
  private despertar: (() => void) | null = null;
  private readonly bajas: (() => void)[];
  hecha: DocumentSnapshot | null = null;
  lease: DocumentSnapshot | null = null;

  constructor(hechaRef: DocumentReference, leaseRef: DocumentReference) {
    const avisar = () => this.despertar?.();
    this.bajas = [
      hechaRef.onSnapshot((s) => ((this.hecha = s), avisar()), avisar),
      leaseRef.onSnapshot((s) => ((this.lease = s), avisar()), avisar),
    ];
  }

  esperar(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => fin(), Math.max(0, ms));
      const fin = () => {
        clearTimeout(timer);
        this.despertar = null;
        resolve();
      };
      this.despertar = fin;
    });
  }

  cerrar(): void {
    for (const baja of this.bajas) baja();
  }
}

export class ColaDeSaldo<O extends object> {
  constructor(
    private readonly db: Firestore,
    private readonly ejecutor: Ejecutor<O>,
    private readonly ocupado: string,
    private readonly lote?: Lote<O>,
  ) {}

  /**
   * Runs `op` on the client's queue and answers its result, or throws its HttpError; a 503 with
   * the `ocupado` message when it was taken back unrun after `plazoMs`.
   */
  async ejecutar<T>(clienteId: string, op: O, plazoMs = PLAZO_COLA_MS): Promise<T> {
    const leaseRef = this.db.collection('colasSaldo').doc(clienteId);
    const hasta = Date.now() + plazoMs;
    const lider = await this.tomarLease(leaseRef, null);
    if (!lider) return this.esperarTurno<T>(leaseRef, op, hasta);
    try {
      return (await correrTransaccion(this.db, (tx) => this.ejecutor(tx, op), hasta)) as T;
    } catch (error) {
      throw error instanceof FueraDePlazo ? new HttpError(503, this.ocupado) : error;
    } finally {
      await this.servir(leaseRef, lider, hasta, Date.now());
    }
  }

  private async esperarTurno<T>(leaseRef: DocumentReference, op: O, hasta: number): Promise<T> {
    const opId = randomUUID();
    const pendienteRef = leaseRef.collection('pendientes').doc(opId);
    const hechaRef = leaseRef.collection('hechas').doc(opId);
    const caduca = hasta + GRACIA_MS + ESPERA_INCIERTA_MS;
    // Queued and rung in one commit: the ring tells the leader that someone queued after its last
    // look; with no leader, the loop below takes the lease.
    await this.db
      .batch()
      .create(pendienteRef, { op: sinIndefinidos(op), en: Date.now(), caduca, expira: expira() })
      .set(campanaDe(leaseRef), { toques: FieldValue.increment(1) }, { merge: true })
      .commit();
    const vigia = new Vigia(hechaRef, leaseRef);
    try {
      for (;;) {
        if (vigia.hecha?.exists) return await this.leerResultado<T>(hechaRef, vigia.hecha);
        const lider = await this.tomarLease(leaseRef, vigia.lease, opId);
        if (lider) {
          await this.servir(leaseRef, lider, hasta, null, opId);
          const propia = await hechaRef.get();
          if (propia.exists) return await this.leerResultado<T>(hechaRef, propia);
        }
        if (Date.now() >= hasta) {
          const retirada = await this.retirar(
            pendienteRef,
            Math.min(caduca, Math.max(hasta + GRACIA_MS, Date.now() + VISTAZO_MS)),
          );
          const propia = retirada ? null : await hechaRef.get();
          if (propia?.exists) return await this.leerResultado<T>(hechaRef, propia);
          // Taken back: nothing ran. Neither taken back nor seen done (its entry locked, Firestore
          // failing): asked again until `caduca`, past which no leader starts it.
          if (retirada === true || (retirada === null && Date.now() >= caduca)) {
            throw new HttpError(503, this.ocupado);
          }
        }
        await vigia.esperar(Math.max(100, Math.min(VISTAZO_MS, hasta - Date.now())));
      }
    } finally {
      vigia.cerrar();
    }
  }

  private async leerResultado<T>(ref: DocumentReference, snap: DocumentSnapshot): Promise<T> {
    const { resultado, error } = snap.data() as Resultado;
    await ref.delete();
    if (error) throw new HttpError(error.status, error.message, error.datos);
    return resultado as T;
  }

  /**
   * The operation taken out of the queue unrun (true), or it already ran (false); null when neither
   * could be learnt by `hasta` (its leader's transaction holding it that long).
   */
  private retirar(ref: DocumentReference, hasta: number): Promise<boolean | null> {
    return correrTransaccion(
      this.db,
      async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      },
      hasta,
    ).catch((error: unknown) => {
      console.error(`No se pudo retirar ${ref.path}`, error);
      return null;
    });
  }

  /**
   * The lease when free (created), expired, or handed to `heredero` (taken over only if nobody else
   * wrote it since it was read); null when another leader holds it.
   */
  private async tomarLease(
    ref: DocumentReference,
    visto: DocumentSnapshot | null,
    heredero?: string,
  ): Promise<Lider | null> {
    const id = randomUUID();
    const datos = { lider: id, hasta: Date.now() + LEASE_MS };
    const heredada = Boolean(heredero) && visto?.exists && visto.get('heredero') === heredero;
    if (visto?.exists && !heredada && Number(visto.get('hasta')) > Date.now()) return null;
    // The bell is read while the lease is written: the baseline of rings the leader answers for.
    // A lease found free had its bell go with it: the baseline is "none" without a read (a ring
    // since, or a bell a stopped leader left, only makes the first attempt to let go look once more).
    const campana = visto?.exists
      ? campanaDe(ref)
          .get()
          .then((snap) => snap.updateTime ?? null)
          .catch(() => null)
      : null;
    try {
      const escrita = visto?.exists
        ? (await ref.update({ ...datos, heredero: FieldValue.delete() }, { lastUpdateTime: visto.updateTime }))
            .writeTime
        : (await ref.create(datos)).writeTime;
      return { id, escrita, campana: await campana };
    } catch {
      return null;
    }
  }

  /**
   * Whether the lease is still this leader's, after a conditional write failed: a ring of the bell
   * or its own renewal (still ours, and `yo` learns its last write) or a takeover.
   */
  private async sigueSiendoMia(ref: DocumentReference, yo: Lider): Promise<boolean> {
    const snap = await ref.get();
    if (!snap.exists || snap.get('lider') !== yo.id) return false;
    yo.escrita = snap.updateTime as Timestamp;
    return true;
  }

  /**
   * Lets the lease go if nobody rang since the leader's last look, in one commit with a check of the
   * bell: true when let go (or lost). Whoever queues after it finds the lease gone and takes it.
   */
  private async soltar(ref: DocumentReference, yo: Lider): Promise<boolean> {
    // The bell goes with the lease (an idle client keeps neither): deleted if as the leader saw it,
    // and if it did not exist, the delete only checks that it still does not.
    const lote = this.db
      .batch()
      .delete(ref, { lastUpdateTime: yo.escrita })
      .delete(campanaDe(ref), yo.campana ? { lastUpdateTime: yo.campana } : { exists: false });
    try {
      await lote.commit();
      return true;
    } catch {
      return !(await this.sigueSiendoMia(ref, yo));
    }
  }

  /** Extends the lease; false when it was taken over or cannot be extended now (the leader must stop). */
  private async renovar(ref: DocumentReference, yo: Lider): Promise<boolean> {
    return correrTransaccion(
      this.db,
      async (tx) => {
        if ((await tx.get(ref)).get('lider') !== yo.id) return false;
        tx.update(ref, { hasta: Date.now() + LEASE_MS });
        return true;
      },
      Date.now() + 2_000,
    )
      .then(async (mia) => mia && (await this.sigueSiendoMia(ref, yo)))
      .catch(() => false);
  }

  /**
   * Lets the lease go, whatever was queued since: the next leader serves it. If even that fails,
   * the lease expires by itself.
   */
  private async dejar(ref: DocumentReference, yo: Lider): Promise<void> {
    await correrTransaccion(
      this.db,
      async (tx) => {
        if ((await tx.get(ref)).get('lider') === yo.id) tx.delete(ref);
      },
      Date.now() + 2_000,
    ).catch((error: unknown) => console.warn(`Cola ${ref.id}: el lease queda hasta que venza`, error));
  }

  /**
   * Hands the lease to the waiter of the oldest queued operation (`siguiente`, or the queue's first
   * but the leader's own), which alone takes it at once; lets it go when none waits.
   */
  private async ceder(ref: DocumentReference, yo: Lider, siguiente: string | null, propia?: string): Promise<void> {
    const heredero =
      siguiente ?? primeraAjena((await ref.collection('pendientes').orderBy('en').limit(2).get()).docs, propia);
    if (!heredero) return this.dejar(ref, yo);
    try {
      await ref.update(
        { lider: null, heredero, hasta: Date.now() + PLAZO_HEREDERO_MS },
        { lastUpdateTime: yo.escrita },
      );
    } catch {
      await this.dejar(ref, yo);
    }
  }

  /**
   * As leader: runs the queued operations in order, and lets the lease go once nobody has queued
   * since it last looked, or its own operation has been done for SERVICIO_EXTRA_MS, or its own
   * caller's time is up (a waiter then takes over). `propiaHechaEn` is when its own operation was
   * done; null while it waits in the queue as `propia`. Never throws: a leader that cannot go on
   * leaves the queue to the next one.
   */
  private async servir(
    leaseRef: DocumentReference,
    yo: Lider,
    hasta: number,
    propiaHechaEn: number | null,
    propia?: string,
  ): Promise<void> {
    let vence = Date.now() + LEASE_MS;
    let hecha = propiaHechaEn;
    const seguir = () => Date.now() < hasta && (hecha === null || Date.now() - hecha < SERVICIO_EXTRA_MS);
    // A leader that ran its own operation at once looks at the queue only if someone rang the bell.
    let mirar = hecha === null;
    /** The first operation left queued when the leader stopped mid-look: its waiter is the heir. */
    let siguiente: string | null = null;
    try {
      for (;;) {
        if (!seguir()) return await this.ceder(leaseRef, yo, siguiente, propia);
        if (!mirar && (await this.soltar(leaseRef, yo))) return;
        // The bell before the queue: whoever queues after this look rings after it too.
        yo.campana = (await campanaDe(leaseRef).get()).updateTime ?? null;
        const cola = await leaseRef.collection('pendientes').orderBy('en').limit(LOTE).get();
        siguiente = null;
        for (let i = 0; i < cola.docs.length;) {
          if (!seguir()) {
            siguiente = primeraAjena(cola.docs.slice(i), propia);
            break;
          }
          if (vence - Date.now() < LEASE_MS / 2) {
            if (!(await this.renovar(leaseRef, yo))) return;
            vence = Date.now() + LEASE_MS;
          }
          const grupo = this.grupoDesde(cola.docs, i);
          i += grupo.length;
          // A batch that could not run as one (Firestore refused it, an operation failed oddly) runs one by one.
          const enLote = grupo.length > 1 && (await this.correrLote(leaseRef, grupo, hasta));
          for (const doc of enLote ? [] : grupo) {
            // One that cannot run now stays queued: its caller takes it back, or another leader runs it.
            if (!(await this.correr(leaseRef, doc.ref, hasta))) return await this.dejar(leaseRef, yo);
          }
          if (grupo.some((doc) => doc.id === propia)) hecha = Date.now();
        }
        // A full batch may have more behind it; otherwise try to leave, and look again if someone rang.
        mirar = cola.size === LOTE;
      }
    } catch (error) {
      console.error(`Cola ${leaseRef.id}: el líder se detuvo`, error);
      await this.dejar(leaseRef, yo);
    }
  }

  /** The queued operations from `i` that run together: a run of batchable ones, or the one at `i`. */
  private grupoDesde(docs: QueryDocumentSnapshot[], i: number): QueryDocumentSnapshot[] {
    const lote = this.lote;
    if (!lote) return [docs[i]];
    let fin = i;
    while (fin < docs.length && fin - i < lote.max && lote.agrupa(docs[fin].get('op') as O)) fin += 1;
    return docs.slice(i, Math.max(fin, i + 1));
  }

  /**
   * Whether a queued operation is past starting: its caller answers (or has answered) 503 at
   * `caduca`, so it is removed unrun in `tx`, with that answer for a caller still looking.
   */
  private caducada(leaseRef: DocumentReference, tx: Transaction, pendiente: DocumentSnapshot): boolean {
    const caduca = pendiente.get('caduca') as number | undefined;
    if (caduca === undefined || caduca - Date.now() >= MARGEN_CADUCA_MS) return false;
    tx.delete(pendiente.ref);
    tx.create(leaseRef.collection('hechas').doc(pendiente.id), {
      error: { status: 503, message: this.ocupado },
      expira: expira(),
    });
    return true;
  }

  /**
   * Several queued operations in one transaction, which also removes each one and stores its
   * result or refusal (an operation its caller took back is left out). False when the batch did
   * not run: nothing of it was written, and its operations are still queued.
   */
  private async correrLote(leaseRef: DocumentReference, docs: QueryDocumentSnapshot[], hasta: number) {
    const lote = this.lote;
    if (!lote) return false;
    try {
      await correrTransaccion(
        this.db,
        async (tx) => {
          const leer = lectorDe(tx);
          // Whether each is still queued, read with what the batch reads (as queued when the leader
          // looked; one taken back since only read a few documents for nothing).
          const [leidas] = await Promise.all([
            Promise.all(docs.map((doc) => leer(doc.ref))),
            lote
              .leer(
                tx,
                docs.map((doc) => doc.get('op') as O),
              )
              .catch(() => undefined),
          ]);
          const pendientes = leidas.filter((p) => p.exists && !this.caducada(leaseRef, tx, p));
          if (!pendientes.length) return;
          const resultados = await lote.ejecutar(
            tx,
            pendientes.map((p) => p.get('op') as O),
          );
          pendientes.forEach((pendiente, i) => {
            const r = resultados[i];
            tx.delete(pendiente.ref);
            tx.create(
              leaseRef.collection('hechas').doc(pendiente.id),
              'error' in r
                ? { error: comoResultado(r.error), expira: expira() }
                : { resultado: sinIndefinidos(r.resultado ?? null), expira: expira() },
            );
          });
        },
        hasta,
      );
      return true;
    } catch (error) {
      console.warn(`Cola ${leaseRef.id}: un lote de ${docs.length} sin correr junto; va uno por uno`, error);
      return false;
    }
  }

  /**
   * One queued operation in its own transaction, which also removes it and stores its result (or
   * its refusal). False when it could not run by `hasta` or Firestore failed it: it stays queued.
   */
  private async correr(leaseRef: DocumentReference, pendienteRef: DocumentReference, hasta: number): Promise<boolean> {
    const hechaRef = leaseRef.collection('hechas').doc(pendienteRef.id);
    let error: Resultado['error'];
    try {
      await correrTransaccion(
        this.db,
        async (tx) => {
          const pendiente = await lectorDe(tx)(pendienteRef);
          if (!pendiente.exists || this.caducada(leaseRef, tx, pendiente)) return;
          const resultado = await this.ejecutor(tx, pendiente.get('op') as O);
          tx.delete(pendienteRef);
          tx.create(hechaRef, { resultado: sinIndefinidos(resultado ?? null), expira: expira() });
        },
        hasta,
      );
      return true;
    } catch (e) {
      if (e instanceof FueraDePlazo || esDeFirestore(e)) {
        console.warn(`Operación ${pendienteRef.path} sin correr por ahora`, e);
        return false;
      }
      if (e instanceof HttpError) error = comoResultado(e);
      else {
        console.error(`Operación ${pendienteRef.path} fallida`, e);
        error = { status: 500, message: 'Error interno del servidor. Intente de nuevo más tarde.' };
      }
    }
    // A refusal moved nothing: its answer replaces the queued operation, unless its caller took it back.
    const lote = this.db.batch();
    lote.delete(pendienteRef, { exists: true });
    lote.create(hechaRef, { error, expira: expira() });
    await lote.commit().catch(() => undefined);
    return true;
  }
}

/** The first of these queued operations that is not the leader's own (`propia`): the heir's. */
const primeraAjena = (docs: QueryDocumentSnapshot[], propia?: string) =>
  docs.find((doc) => doc.id !== propia)?.id ?? null;

/** An error of Firestore itself (a gRPC status: contention, time-out, unavailable), not of the operation's code. */
const esDeFirestore = (error: unknown) => typeof (error as { code?: unknown } | null)?.code === 'number';
