#!/usr/bin/env python3
"""The solver as the oracle of uilint's layout verdicts (docs/layout-verification.md).

Generates constraint sets (random, seeded, and the rule documents' examples), lets uilint judge
them, and checks every verdict against a Cassowary solver (kiwisolver, the algorithm Auto Layout
implements):
  - every set uilint calls conflicting is unsatisfiable with all its constraints required;
  - every view uilint calls ambiguous takes two different frames when the solver is given two
    different weak suggestions for it (UIKit's exerciseAmbiguityInLayout does the same);
  - the constraints uilint reads are the ones written (a random set's, one by one).
Sets the solver finds unsatisfiable that uilint does not report are counted and printed: misses,
not failures (uilint reports only what it can prove).

    Tests/Solver/oracle.py --uilint .build/debug/uilint [--sets 300] [--seed 7]
Exit status 1 when a verdict disagrees with the solver.
"""
import argparse, json, os, random, re, subprocess, sys, tempfile

import kiwisolver as kiwi

X_POSITIONS = ["leading", "trailing", "centerX"]
Y_POSITIONS = ["top", "bottom", "centerY"]
SIZES = {"horizontal": "width", "vertical": "height"}
RELATIONS = {"equal": "equalTo", "greaterThanOrEqual": "greaterThanOrEqualTo", "lessThanOrEqual": "lessThanOrEqualTo"}


def random_set(rng, index):
    """A view type with 2-3 subviews and 3-9 constraints on one or both axes."""
    views = ["a", "b", "c"][: rng.randint(2, 3)]
    constraints = []
    for _ in range(rng.randint(3, 9)):
        axis = rng.choice(["horizontal", "vertical"])
        positions = X_POSITIONS if axis == "horizontal" else Y_POSITIONS
        first = rng.choice(views)
        relation = rng.choices(list(RELATIONS), weights=[6, 1, 1])[0]
        constant = rng.choice([0, 0, 4, 8, 8, 16, -8, -16, 24, 40])
        if rng.random() < 0.3:
            size = SIZES[axis]
            if rng.random() < 0.5:
                constraints.append((first, size, relation, None, None, 1, abs(constant) or 20))
            else:
                other = rng.choice([v for v in views if v != first] + ["self"])
                multiplier = rng.choice([1, 1, 0.5, 2])
                constraints.append((first, size, relation, other, size, multiplier, constant))
        else:
            other = rng.choice([v for v in views if v != first] + ["self", "self"])
            constraints.append((first, rng.choice(positions), relation, other, rng.choice(positions), 1, constant))
    return f"Generated{index}", views, constraints


def anchor(item, attribute):
    return f"{attribute}Anchor" if item == "self" else f"{item}.{attribute}Anchor"


def swift_line(constraint):
    first, attribute, relation, second, second_attribute, multiplier, constant = constraint
    call = RELATIONS[relation]
    if second is None:
        return f"{anchor(first, attribute)}.constraint({call}Constant: {constant})"
    arguments = [f"{call}: {anchor(second, second_attribute)}"]
    if multiplier != 1:
        arguments.append(f"multiplier: {multiplier}")
    if constant:
        arguments.append(f"constant: {constant}")
    return f"{anchor(first, attribute)}.constraint({', '.join(arguments)})"


def snapkit_line(constraint):
    first, attribute, relation, second, second_attribute, multiplier, constant = constraint
    call = RELATIONS[relation]
    if second is None:
        return f"make.{attribute}.{call}({constant})"
    target = f"{'self' if second == 'self' else second}.snp.{second_attribute}"
    line = f"make.{attribute}.{call}({target})"
    if multiplier != 1:
        line += f".multipliedBy({multiplier})"
    if constant:
        line += f".offset({constant})"
    return line


def swift_file(name, views, constraints, snapkit=False):
    lines = ["import SnapKit", "import UIKit", "", f"final class {name}: UIView {{"]
    lines += [f"    private let {view} = UIView()" for view in views]
    lines += ["", "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
    for view in views:
        lines += [f"        addSubview({view})", f"        {view}.translatesAutoresizingMaskIntoConstraints = false"]
    if snapkit:
        for view in views:
            own = [c for c in constraints if c[0] == view]
            if own:
                lines.append(f"        {view}.snp.makeConstraints {{ make in")
                lines += [f"            {snapkit_line(c)}" for c in own]
                lines.append("        }")
    else:
        lines.append("        NSLayoutConstraint.activate([")
        lines += [f"            {swift_line(c)}," for c in constraints]
        lines.append("        ])")
    lines += ["    }", "", "    required init?(coder: NSCoder) { fatalError() }", "}", ""]
    return "\n".join(lines)


def ground_truth(constraints):
    """The generated constraints as equations, in uilint's JSON shape."""
    return [{"firstItem": first, "firstAttribute": attribute, "relation": relation, "secondItem": second,
             "secondAttribute": second_attribute, "multiplier": multiplier, "constant": constant, "priority": 1000}
            for first, attribute, relation, second, second_attribute, multiplier, constant in constraints]


def document_examples(root):
    """The triggering and passing examples of the layout rules' documents."""
    examples = []
    for rule in ["conflicting_constraints", "ambiguous_layout", "duplicate_constraint"]:
        text = open(os.path.join(root, "rules", rule + ".md"), encoding="utf-8").read()
        for number, block in enumerate(re.findall(r"```swift (?:triggers|passes)\n(.*?)```", text, re.S)):
            examples.append((f"{rule}_{number}", block.replace("↓", "")))
    return examples


class Model:
    """A set of constraints over the edges of its items, in kiwi."""

    def __init__(self):
        self.variables = {}

    def var(self, item, edge):
        key = f"{item}|{edge}"
        if key not in self.variables:
            self.variables[key] = kiwi.Variable(key)
        return self.variables[key]

    def expression(self, item, attribute):
        horizontal = attribute in ("leading", "trailing", "left", "right", "centerX", "width")
        low, high = (self.var(item, "L"), self.var(item, "R")) if horizontal else (self.var(item, "T"), self.var(item, "B"))
        if attribute in ("leading", "left", "top"):
            return low + 0
        if attribute in ("trailing", "right", "bottom"):
            return high + 0
        if attribute in ("centerX", "centerY"):
            return (low + high) / 2
        if attribute in ("width", "height"):
            return high - low
        return self.var(item, attribute) + 0

    def constraint(self, equation):
        left = self.expression(equation["firstItem"], equation["firstAttribute"])
        right = equation["constant"]
        if equation.get("secondItem"):
            right = self.expression(equation["secondItem"], equation["secondAttribute"]) * equation["multiplier"] + equation["constant"]
        relation = equation["relation"]
        if relation == "equal":
            return left == right
        return left >= right if relation == "greaterThanOrEqual" else left <= right


def readable(equation):
    return equation.get("multiplier") is not None and equation.get("constant") is not None


def satisfiable(equations):
    model, solver = Model(), kiwi.Solver()
    try:
        for equation in equations:
            solver.addConstraint(model.constraint(equation) | "required")
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def frames_differ(equations, item, axis):
    """Weak suggestions for the item's frame: do they give it different positions or sizes on the axis?"""
    model, solver = Model(), kiwi.Solver()
    for equation in equations:
        solver.addConstraint(model.constraint(equation) | "required")
    # UIKit places the type's own view (strongly: the set may size it itself).
    for edge, value in (("L", 0), ("R", 320), ("T", 0), ("B", 480)):
        solver.addConstraint((model.var("self", edge) == value) | "strong")
    edges = [model.var(item, edge) for edge in "LRTB"]
    for variable in edges:
        solver.addEditVariable(variable, "weak")
    # Small and large, positive and negative sizes, so that a size bounded on one side only still moves.
    frames = []
    for left, right, top, bottom in ((11, 48, 17, 60), (-900, 1700, -800, 1500), (2500, -2500, 2400, -2400),
                                    (-1e5, 1e5, -1e5, 1e5), (1e5, -1e5, 1e5, -1e5)):
        for variable, value in zip(edges, (left, right, top, bottom)):
            solver.suggestValue(variable, value)
        solver.updateVariables()
        values = [round(v.value(), 6) for v in edges]
        frames.append(values[:2] if axis == "horizontal" else values[2:])
    return len({tuple(frame) for frame in frames}) > 1


def layout_model(uilint, path):
    """uilint's constraint model of the file: the in-force required equations of each type."""
    result = subprocess.run([uilint, "layout", "--reporter", "json", os.path.basename(path)],
                            cwd=os.path.dirname(path), capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"uilint layout {path}: {result.stderr}")
    types = {}
    for report in json.loads(result.stdout)["types"]:
        equations = []
        for item in report["items"]:
            for axis in item["axes"]:
                for constraint in axis["constraints"]:
                    if constraint["inForce"]:
                        equations.append(constraint["equation"])
        types[report["name"]] = equations
    return types


def findings(uilint, folder):
    rules = ["--only", "conflicting_constraints", "--enable", "ambiguous_layout", "--only", "ambiguous_layout"]
    result = subprocess.run([uilint, "--reporter", "json", "--no-cache", "--quiet"] + rules + ["."],
                            cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(result.stderr)
    return json.loads(result.stdout)["findings"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--uilint", required=True)
    parser.add_argument("--sets", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    arguments = parser.parse_args()
    uilint = os.path.abspath(arguments.uilint)
    rng = random.Random(arguments.seed)
    problems, misses, conflicts, ambiguities = [], 0, 0, 0
    with tempfile.TemporaryDirectory() as folder:
        # Each set in a folder of its own: `uilint layout` indexes the file's folder as its project.
        written, paths = {}, []
        def write(name, text):
            os.makedirs(os.path.join(folder, name))
            path = os.path.join(folder, name, name + ".swift")
            open(path, "w").write(text)
            paths.append(path)
            return path
        for index in range(arguments.sets):
            name, views, constraints = random_set(rng, index)
            # A third in SnapKit, whose compound statements and modifiers uilint reads too.
            written[write(name, swift_file(name, views, constraints, snapkit=index % 3 == 2))] = constraints
        for name, code in document_examples(arguments.root):
            write(name, "import SnapKit\nimport UIKit\n" + code)
        reported = {}
        for finding in findings(uilint, folder):
            reported.setdefault(os.path.join(folder, finding["path"]), []).append(finding)
        for path in paths:
            models = layout_model(uilint, path)
            generated = written.get(path)
            equations = [e for type_equations in models.values() for e in type_equations
                         if readable(e) and e.get("priority") == 1000]
            if generated is not None:
                # What was written, not what uilint read, is what the solver judges.
                if len(equations) != len(generated):
                    problems.append(f"{os.path.basename(path)}: uilint reads {len(equations)} constraints of {len(generated)}")
                    continue
                equations = ground_truth(generated)
            own = reported.get(path, [])
            is_satisfiable = satisfiable(equations)
            for finding in own:
                if finding["rule"] == "conflicting_constraints":
                    conflicts += 1
                    if "fixes the width of" in finding["message"]:
                        continue  # UIKit's own width of the container is not in the set: judged by the width it forces.
                    if is_satisfiable:
                        problems.append(f"{os.path.basename(path)}: uilint reports a conflict the solver satisfies: {finding['message']}")
                elif finding["rule"] == "ambiguous_layout":
                    ambiguities += 1
                    item = finding["message"].split("`")[1]
                    axis = "horizontal" if re.search(r": (width|horizontal position) is ambiguous", finding["message"]) else "vertical"
                    if not is_satisfiable:
                        continue
                    if not frames_differ(equations, item, axis):
                        problems.append(f"{os.path.basename(path)}: uilint calls `{item}` ambiguous; the solver finds one frame")
            if generated is not None and not is_satisfiable and not any(f["rule"] == "conflicting_constraints" for f in own):
                misses += 1
    print(f"solver oracle: {arguments.sets} generated sets and the documents' examples; "
          f"{conflicts} conflicts and {ambiguities} ambiguities reported, all checked; "
          f"{misses} unsatisfiable generated sets uilint does not report")
    for problem in problems:
        print("DISAGREES:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
