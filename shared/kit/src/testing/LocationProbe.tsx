import { useLocation } from 'react-router-dom';

/**
 * Where the router is now, rendered as text (`pathname + search`) with the navigation
 * state in `data-state`, so a component test can read where a click went.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output
      aria-label="url"
      data-testid="location"
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.pathname + location.search}
    </output>
  );
}
