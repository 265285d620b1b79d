export {};
//# sourceMappingURL=trap.js.map