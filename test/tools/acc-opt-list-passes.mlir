// acc-opt --list-passes: the project's passes, their options with defaults, and
// what each does; exit status 0.
//
// RUN: acc-opt --list-passes | filecheck %s
//
// CHECK:      {{^}}acc-order-data-actions{{$}}
// CHECK-NEXT: {{^    }}the order of data actions and attachments in OpenACC constructs.
// CHECK:      {{^}}omp-order-maps{{$}}
// CHECK:      {{^}}acc-descriptor-attach{{$}}
// CHECK:      {{^}}expand-attach-recipes{{$}}
// CHECK:      {{^}}lower-acc-to-runtime{compat=""}{{$}}
// CHECK:      {{^}}lower-omp-to-runtime{{$}}
// CHECK:      {{^}}lower-declare-target-indirect{translate=__llvm_omp_indirect_call_lookup}{{$}}
