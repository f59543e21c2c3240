import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

declare module '@mui/material/styles' {
  // The theme uses CSS variables (cssVariables below): its type has them, and generateStyleSheets.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

// The two required colour schemes, light the default.
// Light: dark blue, teal, light blue accent, light grey background.
// Dark: blue, dark grey, pink accent, dark grey background.
const createAppTheme = () =>
  createTheme(
    {
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: '#0d47a1' },
            secondary: { main: '#00796b' },
            accent: { main: '#4fc3f7', contrastText: '#000' },
            error: { main: '#c62828' },
            info: { main: '#1565c0' },
            success: { main: '#2e7d32' },
            warning: { main: '#ffb300', contrastText: '#000' },
            background: { default: '#f4f6f8', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            primary: { main: '#64b5f6' },
            secondary: { main: '#616161' },
            accent: { main: '#f48fb1', contrastText: '#000' },
            error: { main: '#ef5350' },
            info: { main: '#4fc3f7' },
            success: { main: '#66bb6a' },
            warning: { main: '#ffa726', contrastText: '#000' },
            background: { default: '#1e1e1e', paper: '#2a2a2a' },
          },
        },
      },
      shape: { borderRadius: 8 },
      components: {
        // The dialogs' buttons in line with their fields (24 px in), not 8 px from a phone's edge.
        MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
        // On a phone every button, icon button and toggle is a tap target of at least 44 × 44 px
        // (history actions, Ver, Atrás, Abrir menú, Exportar and the period toggles among them).
        MuiButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
        MuiIconButton: {
          styleOverrides: {
            root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }),
          },
        },
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) },
        },
      },
    },
    esES,
  );

let created: ReturnType<typeof createAppTheme> | undefined;

/**
 * The theme, created on first use rather than when the module loads: the frame's first render
 * creates it, in a task of its own, instead of adding it to the long task that evaluates the
 * frame's modules (a third of that task on a phone).
 */
export const getTheme = () => (created ??= createAppTheme());
