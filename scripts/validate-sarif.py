#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

Usage: scripts/validate-sarif.py FILE.sarif [...]
Exits 0 when every file is valid, 1 with the first error of each invalid file otherwise.
"""
import json
import os
import sys

import jsonschema

SCHEMA = os.path.join(os.path.dirname(__file__), "..", "Tests", "Schemas", "sarif-schema-2.1.0.json")


def main(paths):
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft4Validator(schema)
    failed = False
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        if errors:
            failed = True
            first = errors[0]
            where = "/".join(str(part) for part in first.path)
            print(f"{path}: invalid SARIF at /{where}: {first.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
