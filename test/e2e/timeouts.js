'use strict';

// Starting n8n takes 10-30 s, each `n8n execute` several seconds; a slow CI machine more.
jest.setTimeout(300_000);
