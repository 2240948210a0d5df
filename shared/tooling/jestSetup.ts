import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: the whole run shares two cores
// among three workers, and a screen that renders in 50 ms alone can take over a second
// then. A screen that never renders still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
