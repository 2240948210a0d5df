// Before anything else: Back must reach the leave guard before single-spa and the router.
import './features/navigation/popStateGate.ts';

// The async boundary Module Federation needs before shared modules are used.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
