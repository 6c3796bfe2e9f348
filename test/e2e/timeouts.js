'use strict';

// Starting n8n takes 10-30 s (the queue suite's cluster more), a workflow run seconds; a slow CI
// machine more. The wait for the shared n8n has its own bound (sharedState.js).
jest.setTimeout(300_000);
