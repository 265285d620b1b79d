import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { packageVersion } from '../version.js';
export const run = async (argv, io) => {
    if (argv.length > 0 && !(argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h'))) {
        io.stderr(`inplace-guard: version takes no arguments [IPG_ERR_USAGE]\n`);
        return EXIT_USAGE;
    }
    io.stdout(argv.length === 1 ? 'usage: inplace-guard version\n\nPrints the version of inplace-guard.\n' : `inplace-guard ${packageVersion()}\n`);
    return EXIT_OK;
};
//# sourceMappingURL=version.js.map