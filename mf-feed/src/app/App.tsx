import { PlaceholderRoutes } from '@kfeed/shared/ui/RoutePlaceholder';

export function App() {
  return <PlaceholderRoutes owner="mf-feed" />;
}
