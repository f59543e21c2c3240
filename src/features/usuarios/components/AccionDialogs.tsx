import { ROLE_LABELS } from '@domain/roles';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { authErrorMessage } from '@/lib/sesion/auth-errors';
import { mensajeDeError } from '@/lib/db-errors';
import { restablecerPassword } from '@/lib/cuentas/restablecer-password';
import { cambiarEstatus, cerrarSesiones } from '../api/cambiar-usuario';
import { eliminarUsuario } from '../api/eliminar-usuario';
import type { UsuarioFila } from '../api/list-usuarios';
import type { AccionUsuario } from './UsuarioAcciones';

const CambiarRolDialog = lazyDialog(() => import('./CambiarRolDialog').then((m) => m.CambiarRolDialog));

export type Pendiente = { accion: AccionUsuario; usuario: UsuarioFila } | null;

interface Props {
  pendiente: Pendiente;
  onClose: () => void;
  /** The action succeeded: report it and reload the list. */
  onDone: (mensaje: string) => void;
}

/** The dialog of the row action the admin chose: change role, (de)activate, reset password, end its sessions, delete. */
export function AccionDialogs({ pendiente, onClose, onDone }: Props) {
  const notify = useNotify();
  const failed = (error: unknown) => notify(mensajeDeError(error), 'error');
  const usuario = pendiente?.usuario;
  const confirmar = (accion: (u: UsuarioFila) => Promise<unknown>, mensaje: (u: UsuarioFila) => string) => () =>
    usuario ? accion(usuario).then(() => onDone(mensaje(usuario)), failed) : Promise.resolve();
  return (
    <>
      {pendiente?.accion === 'rol' && usuario && (
        <CambiarRolDialog
          usuario={usuario}
          onClose={onClose}
          onChanged={(role) => onDone(`Rol de ${usuario.correo} cambiado a ${ROLE_LABELS[role]}`)}
        />
      )}
      <ConfirmDialog
        open={pendiente?.accion === 'estatus'}
        title={usuario?.estatus ? 'Desactivar usuario' : 'Activar usuario'}
        confirmText={usuario?.estatus ? 'Desactivar' : 'Activar'}
        danger={usuario?.estatus}
        onClose={onClose}
        onConfirm={confirmar(
          (u) => cambiarEstatus(u.id, !u.estatus),
          (u) => `Usuario ${u.correo} ${u.estatus ? 'desactivado' : 'activado'}`,
        )}
      >
        {usuario?.estatus
          ? `${usuario.nombre} (${usuario.correo}) ya no podrá iniciar sesión y su sesión actual se cerrará.`
          : `${usuario?.nombre} (${usuario?.correo}) podrá volver a iniciar sesión.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendiente?.accion === 'restablecer'}
        title="Enviar correo de restablecimiento"
        confirmText="Enviar"
        onClose={onClose}
        onConfirm={() =>
          usuario
            ? restablecerPassword(usuario.correo).then(
                () => onDone(`Correo de restablecimiento enviado a ${usuario.correo}`),
                (error: unknown) => notify(authErrorMessage(error), 'error'),
              )
            : Promise.resolve()
        }
      >
        Se enviará a {usuario?.correo} un enlace para elegir una contraseña nueva.
      </ConfirmDialog>
      <ConfirmDialog
        open={pendiente?.accion === 'sesiones'}
        title="Cerrar sus sesiones"
        confirmText="Cerrar sesiones"
        danger
        onClose={onClose}
        onConfirm={confirmar(
          (u) => cerrarSesiones(u.id),
          (u) => `Sesiones de ${u.correo} cerradas`,
        )}
      >
        {usuario?.nombre} ({usuario?.correo}) tendrá que iniciar sesión de nuevo: sus pantallas abiertas, en cualquier
        dispositivo, se cerrarán en unos segundos.
      </ConfirmDialog>
      <ConfirmDialog
        open={pendiente?.accion === 'eliminar'}
        title="Eliminar usuario"
        confirmText="Eliminar"
        danger
        onClose={onClose}
        onConfirm={confirmar(
          (u) => eliminarUsuario(u.id),
          (u) => `Usuario ${u.correo} eliminado`,
        )}
      >
        ¿Eliminar a {usuario?.nombre} ({usuario?.correo})? Ya no podrá iniciar sesión. Su historial se conserva.
      </ConfirmDialog>
    </>
  );
}
