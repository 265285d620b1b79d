export {};
//# sourceMappingURL=podTemplate.js.map