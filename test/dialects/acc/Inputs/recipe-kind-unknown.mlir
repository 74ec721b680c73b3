func.func @f() attributes {k = #acc.recipe_kind<copy_recipe>} { return }
