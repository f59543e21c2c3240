import { ComingSoon } from '../../../components/ComingSoon';

export default function ProductosPage() {
  return <ComingSoon />;
}
