// The app's two notices that do not wait for MUI and show on every page, the sign-in page too:
// a drawn line of text at the bottom of the window, with a button when there is something to do.
// Plain DOM and theme/shell.css: the sign-in page loads no MUI, and a phone that opens the app
// without network has only what the service worker kept.

export interface Aviso {
  mostrar(texto: string, boton?: { texto: string; alPulsar: () => void }): void;
  ocultar(): void;
}

/** A notice of its own (`clase` tells them apart), created the first time it shows. */
export function aviso(clase: string): Aviso {
  let caja: HTMLDivElement | null = null;
  return {
    mostrar(texto, boton) {
      caja ??= Object.assign(document.createElement('div'), { className: `shell-aviso ${clase}` });
      caja.setAttribute('role', 'status');
      caja.replaceChildren(Object.assign(document.createElement('span'), { textContent: texto }));
      if (boton) {
        const accion = Object.assign(document.createElement('button'), { type: 'button', textContent: boton.texto });
        accion.addEventListener('click', boton.alPulsar);
        caja.append(accion);
      }
      if (!caja.isConnected) document.body.append(caja);
    },
    ocultar() {
      caja?.remove();
    },
  };
}
