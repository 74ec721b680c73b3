%1 = "test.foo"(%0) : (i32) -> i32
%0 = "test.bar"() : () -> i32
