import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading() {
  return (
    <Box sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}
