'use strict';

const path = require('node:path');
const { describeEngineFiles } = require('../../../support/engineFiles');

/** The engine tests of the resource model (model/*.engine.js), one jest file. */
describeEngineFiles(path.join(__dirname, 'model'));
