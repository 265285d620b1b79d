import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  clusterViewOf,
  liveClusterView,
  runningRevisionsOf
} from "./chunk-3XBOYAP4.js";
import "./chunk-VKZ4AI4Z.js";
import "./chunk-PM4NBESH.js";
import "./chunk-KBGRAQHT.js";
import "./chunk-YJD6HLME.js";
import "./chunk-NSOFFFHT.js";
import "./chunk-K6DPC5DB.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";
export {
  clusterViewOf,
  liveClusterView,
  runningRevisionsOf
};
