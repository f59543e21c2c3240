import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A screen that a later release builds: says so instead of showing an empty page. */
export function ComingSoon() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
      <ConstructionIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        Esta sección estará disponible pronto
      </Typography>
    </Paper>
  );
}
