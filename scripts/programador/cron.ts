// The next time a unix-cron schedule (minute hour day-of-month month day-of-week) fires in a time
// zone, as Cloud Scheduler reads it: what scripts/programador.ts needs to call a scheduled function
// on the schedule the function itself declares.

const RANGOS: [min: number, max: number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** The values one field of the expression allows: `*`, `n`, `a-b`, `*\/s`, `a-b/s` and lists of them. */
function valores(campo: string, [min, max]: [number, number]): Set<number> {
  const out = new Set<number>();
  for (const parte of campo.split(',')) {
    const match = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(parte);
    if (!match) throw new Error(`Campo de cron no válido: "${campo}"`);
    const [desde, hasta] = match[1] === '*' ? [min, max] : match[1].split('-').map(Number);
    const paso = Number(match[2] ?? 1);
    const fin = match[1].includes('-') || match[1] === '*' || match[2] ? (hasta ?? max) : desde;
    if (desde < min || fin > max || desde > fin || paso < 1)
      throw new Error(`Campo de cron fuera de rango: "${campo}"`);
    for (let v = desde; v <= fin; v += paso) out.add(v);
  }
  return out;
}

export interface Programa {
  minutos: Set<number>;
  horas: Set<number>;
  diasDelMes: Set<number>;
  meses: Set<number>;
  diasDeLaSemana: Set<number>;
  /** Whether day-of-month and day-of-week were both restricted: then either one is enough (cron's rule). */
  cualquierDia: boolean;
  zona: string;
}

export function leerPrograma(expresion: string, zona = 'UTC'): Programa {
  const campos = expresion.trim().split(/\s+/);
  if (campos.length !== 5) throw new Error(`Se esperaba un cron de 5 campos: "${expresion}"`);
  const [minutos, horas, diasDelMes, meses, semana] = campos.map((c, i) => valores(c, RANGOS[i]));
  // 7 is Sunday too.
  if (semana.has(7)) semana.add(0);
  return {
    minutos,
    horas,
    diasDelMes,
    meses,
    diasDeLaSemana: semana,
    cualquierDia: campos[2] !== '*' && campos[4] !== '*',
    zona,
  };
}

const DIAS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function enZona(fecha: Date, zona: string) {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: zona,
    hourCycle: 'h23',
    minute: 'numeric',
    hour: 'numeric',
    day: 'numeric',
    month: 'numeric',
    weekday: 'short',
  }).formatToParts(fecha);
  const valor = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  return {
    minuto: Number(valor('minute')),
    hora: Number(valor('hour')),
    dia: Number(valor('day')),
    mes: Number(valor('month')),
    semana: DIAS.indexOf(valor('weekday')),
  };
}

function coincide(p: Programa, fecha: Date): boolean {
  const f = enZona(fecha, p.zona);
  if (!p.minutos.has(f.minuto) || !p.horas.has(f.hora) || !p.meses.has(f.mes)) return false;
  const porMes = p.diasDelMes.has(f.dia);
  const porSemana = p.diasDeLaSemana.has(f.semana);
  return p.cualquierDia ? porMes || porSemana : porMes && porSemana;
}

const MINUTO = 60_000;

/** The first minute strictly after `desde` at which the schedule fires (searched up to a year ahead). */
export function siguienteEjecucion(p: Programa, desde: Date): Date {
  let t = Math.floor(desde.getTime() / MINUTO) * MINUTO + MINUTO;
  for (const fin = t + 366 * 24 * 60 * MINUTO; t <= fin; t += MINUTO) {
    const fecha = new Date(t);
    if (coincide(p, fecha)) return fecha;
  }
  throw new Error('El programa no se ejecuta en el próximo año');
}
