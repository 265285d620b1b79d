export {};
//# sourceMappingURL=viewObservation.js.map