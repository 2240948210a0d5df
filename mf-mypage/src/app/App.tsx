import { PlaceholderRoutes } from '@kfeed/kit/ui/RoutePlaceholder';

export function App() {
  return <PlaceholderRoutes owner="mf-mypage" />;
}
