// Inicio's page runs this before the app (scripts/vite-route-html.ts): its reads leave as the page
// loads, with the token Auth keeps for the tab (features/inicio/api/lectura-temprana.ts).
import { leerInicioTemprano } from './features/inicio/api/lectura-temprana';

leerInicioTemprano();
