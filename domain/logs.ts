export const LOG_TYPES = ['INFO', 'WARN', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export interface LogDetalle {
  entidad: string;
  id: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
}
