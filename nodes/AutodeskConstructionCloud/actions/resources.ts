import { resourceSet } from '../../framework/resource';
import * as issue from './issue';

/** The resources of the Autodesk Construction Cloud (Autodesk Forma) project APIs. */
export const resources = resourceSet([issue]);
